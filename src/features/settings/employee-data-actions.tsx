import { DownloadIcon, ShieldXIcon } from "lucide-react";
import { nl } from "../../../common/i18n/nl.ts";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { api } from "../../lib/api-client.ts";
import { downloadWithToast, eraseWithToast } from "./data-rights-toasts.ts";

const t = nl.privacy;

/** The employee's rights under the AVG, for admins: download everything about them, or erase it. */
export function EmployeeDataActions(props: { organizationId: string; employeeId: string; name: string }) {
  const client = () => api.employeeData(props.organizationId)[":id"];
  const download = () =>
    downloadWithToast(client().export.$get({ param: { id: props.employeeId } }), `medewerker-${props.name}`);
  const erase = (confirmation: string) =>
    eraseWithToast(client().erase.$post({ param: { id: props.employeeId }, json: { confirmation } }));
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`${t.exportLabel}: ${props.name}`}
        onClick={() => void download()}
      >
        <DownloadIcon aria-hidden />
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="ghost" size="icon" aria-label={`${t.eraseLabel}: ${props.name}`}>
            <ShieldXIcon aria-hidden />
          </Button>
        }
        title={t.eraseTitle}
        description={t.eraseDescription(props.name)}
        confirmLabel={t.eraseConfirm}
        typeToConfirm={{ label: t.eraseTypeName(props.name), value: props.name }}
        onConfirm={(typed) => void erase(typed)}
      />
    </>
  );
}
