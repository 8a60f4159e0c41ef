import { nl } from "../../../common/i18n/nl.ts";
import { groupedNumber } from "../../../common/inbox/grouped-number.ts";
import { api } from "../../lib/api-client.ts";
import { DataRightsButtons } from "../settings/data-rights-buttons.tsx";
import { downloadWithToast, eraseWithToast } from "../settings/data-rights-toasts.ts";

const t = nl.privacy;

/**
 * For admins, in a conversation with a number no employee record holds: the AVG's rights of
 * access and erasure for that person, who has no row in Medewerkers to start from.
 */
export function NumberDataActions(props: { organizationId: string; conversationId: string; phone: string }) {
  const client = () => api.employeeData(props.organizationId).conversations[":id"];
  const param = { id: props.conversationId };
  // Shown and typed as every screen shows the number; the server takes it grouped or whole.
  const shown = groupedNumber(props.phone);
  return (
    <DataRightsButtons
      downloadLabel={t.exportNumberLabel}
      eraseLabel={t.eraseNumberLabel}
      eraseTitle={t.eraseNumberTitle}
      eraseDescription={t.eraseNumberDescription(shown)}
      typeLabel={t.eraseNumberTypePhone(shown)}
      confirmWith={shown}
      onDownload={() => void downloadWithToast(client().export.$get({ param }), `gesprekken-${props.phone}`)}
      onErase={(confirmation) => void eraseWithToast(client().erase.$post({ param, json: { confirmation } }))}
    />
  );
}
