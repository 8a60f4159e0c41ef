import { ShieldXIcon } from "lucide-react";
import { nl } from "../../../common/i18n/nl.ts";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { api } from "../../lib/api-client.ts";
import { eraseWithToast } from "../settings/erase-with-toast.ts";

const t = nl.privacy;

/**
 * For admins, in a conversation with a number no employee record holds: the AVG's erasure
 * for that person, who has no row in Medewerkers to start from. Typing the number confirms.
 */
export function EraseNumberButton(props: { organizationId: string; conversationId: string; phone: string }) {
  const erase = (confirmation: string) =>
    eraseWithToast(
      api.employeeData(props.organizationId).conversations[":id"].erase.$post({
        param: { id: props.conversationId },
        json: { confirmation },
      }),
    );
  return (
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
  );
}
