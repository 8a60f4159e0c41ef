import { DownloadIcon, ShieldXIcon } from "lucide-react";
import { nl } from "../../../common/i18n/nl.ts";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";

/**
 * The AVG's rights of access and erasure as two icon buttons: download at once, erase only
 * after typing `confirmWith` (a name or a number) in the confirmation dialog.
 */
export function DataRightsButtons(props: {
  downloadLabel: string;
  eraseLabel: string;
  eraseTitle: string;
  eraseDescription: string;
  typeLabel: string;
  confirmWith: string;
  onDownload: () => void;
  onErase: (typed: string) => void;
}) {
  return (
    // The buttons sit in the caller's own row of actions.
    <div className="contents">
      <Button
        variant="ghost"
        size="icon"
        aria-label={props.downloadLabel}
        title={props.downloadLabel}
        onClick={props.onDownload}
      >
        <DownloadIcon aria-hidden />
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="ghost" size="icon" aria-label={props.eraseLabel} title={props.eraseLabel}>
            <ShieldXIcon aria-hidden />
          </Button>
        }
        title={props.eraseTitle}
        description={props.eraseDescription}
        confirmLabel={nl.privacy.eraseConfirm}
        typeToConfirm={{ label: props.typeLabel, value: props.confirmWith }}
        onConfirm={props.onErase}
      />
    </div>
  );
}
