import { useQuery } from "@rocicorp/zero/react";
import { InfoIcon } from "lucide-react";
import { nl } from "../../../common/i18n/nl.ts";
import { queries } from "../../../common/zero/queries.ts";

const t = nl.fleksActions;

/**
 * In the edit dialog of an employee linked to Fleks: what happens to an edit of the contact
 * details. While employees are only pulled, the next import writes Fleks' name, phone and
 * e-mail over it; with Push or Bi-directional (object on, integration active) the edit is
 * sent to Fleks. Follows the Sync tab's settings live.
 */
export function FleksEmployeeNotice({ organizationId }: { organizationId: string }) {
  const [integrations] = useQuery(queries.fleks.integration({ organizationId }));
  const [objects] = useQuery(queries.fleks.syncObjects({ organizationId }));
  const integration = integrations[0];
  const employees = objects.find((o) => o.object === "employees" && o.integration_id === integration?.id);
  const pushes =
    integration?.is_active === true &&
    employees?.enabled === true &&
    (employees.direction === "push" || employees.direction === "bidi");
  return (
    <p
      role="note"
      className="flex gap-2 rounded-md border bg-muted/50 p-3 text-sm"
      data-testid="employee-fleks-notice"
      data-pushes={pushes}
    >
      <InfoIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <span>{pushes ? t.linkedPushNotice : t.linkedPullNotice}</span>
    </p>
  );
}
