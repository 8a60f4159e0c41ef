import { DownloadIcon, ShieldXIcon } from "lucide-react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { api, call } from "../../lib/api-client.ts";
import { eraseWithToast } from "./erase-with-toast.ts";

const t = nl.privacy;

/** The employee's rights under the AVG, for admins: download everything about them, or erase it. */
export function EmployeeDataActions(props: { organizationId: string; employeeId: string; name: string }) {
  const client = () => api.employeeData(props.organizationId)[":id"];
  const download = async () => {
    try {
      const archive = await call(client().export.$get({ param: { id: props.employeeId } }), t.exportFailed);
      const blob = new Blob([JSON.stringify(archive, null, 2)], { type: "application/json" });
      const link = document.createElement("a");
      link.href = URL.createObjectURL(blob);
      link.download = `medewerker-${props.name.replace(/[^\p{L}\p{N}]+/gu, "-").toLowerCase()}.json`;
      link.click();
      URL.revokeObjectURL(link.href);
      toast.success(t.exportDone);
    } catch (err) {
      toast.error(t.exportFailed, { description: err instanceof Error ? err.message : undefined });
    }
  };
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
