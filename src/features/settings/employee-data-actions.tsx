import { nl } from "../../../common/i18n/nl.ts";
import { api } from "../../lib/api-client.ts";
import { DataRightsButtons } from "./data-rights-buttons.tsx";
import { downloadWithToast, eraseWithToast } from "./data-rights-toasts.ts";

const t = nl.privacy;

/** The employee's rights under the AVG, for admins: download everything about them, or erase it. */
export function EmployeeDataActions(props: { organizationId: string; employeeId: string; name: string }) {
  const client = () => api.employeeData(props.organizationId)[":id"];
  const param = { id: props.employeeId };
  return (
    <DataRightsButtons
      downloadLabel={`${t.exportLabel}: ${props.name}`}
      eraseLabel={`${t.eraseLabel}: ${props.name}`}
      eraseTitle={t.eraseTitle}
      eraseDescription={t.eraseDescription(props.name)}
      typeLabel={t.eraseTypeName(props.name)}
      confirmWith={props.name}
      onDownload={() => void downloadWithToast(client().export.$get({ param }), `medewerker-${props.name}`)}
      onErase={(confirmation) => void eraseWithToast(client().erase.$post({ param, json: { confirmation } }))}
    />
  );
}
