import { sql } from "kysely";
import type { WelcomeVariables } from "../../../common/employees/welcome.ts";
import type { Db } from "../../db/connect.ts";

/**
 * Sets the organisation's welcome template and variables. The template must be one of the
 * organisation's own active templates (the caller checks and refuses otherwise); null clears it.
 */
export async function saveWelcomeSettings(
  db: Db,
  organizationId: string,
  settings: { template_id: string | null; variables: WelcomeVariables },
): Promise<void> {
  const variables = JSON.stringify(settings.variables);
  await sql`
    insert into employee_welcome_settings (organization_id, template_id, variables, updated_at)
    values (${organizationId}, ${settings.template_id}, ${variables}::text::jsonb, now())
    on conflict (organization_id) do update set
      template_id = excluded.template_id, variables = excluded.variables, updated_at = now()`.execute(db);
}
