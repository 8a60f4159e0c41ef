import { DownloadIcon, ShieldXIcon } from "lucide-react";
import { nl } from "../../../common/i18n/nl.ts";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { api } from "../../lib/api-client.ts";
import { downloadWithToast, eraseWithToast } from "../settings/data-rights-toasts.ts";

const t = nl.privacy;

/**
 * For admins, in a conversation with a number no employee record holds: the AVG's rights of
 * access and erasure for that person, who has no row in Medewerkers to start from. Typing
 * the number confirms an erasure.
 */
export function NumberDataActions(props: { organizationId: string; conversationId: string; phone: string }) {
  const client = () => api.employeeData(props.organizationId).conversations[":id"];
  const param = { id: props.conversationId };
  const download = () => downloadWithToast(client().export.$get({ param }), `gesprekken-${props.phone}`);
  const erase = (confirmation: string) => eraseWithToast(client().erase.$post({ param, json: { confirmation } }));
  return (
    <div className="flex items-center">
      <Button
        variant="ghost"
        size="icon"
        aria-label={t.exportNumberLabel}
        title={t.exportNumberLabel}
        onClick={() => void download()}
      >
        <DownloadIcon aria-hidden />
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="ghost" size="icon" aria-label={t.eraseNumberLabel} title={t.eraseNumberLabel}>
            <ShieldXIcon aria-hidden />
          </Button>
        }
        title={t.eraseNumberTitle}
        description={t.eraseNumberDescription(props.phone)}
        confirmLabel={t.eraseConfirm}
        typeToConfirm={{ label: t.eraseNumberTypePhone(props.phone), value: props.phone }}
        onConfirm={(typed) => void erase(typed)}
      />
    </div>
  );
}
