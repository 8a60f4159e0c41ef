import { sql } from "kysely";
import type { Db } from "../db/connect.ts";

/**
 * Whether an organisation holds anything of its own: FAQs, documents, employees,
 * conversations, a WhatsApp connection or an integration. The one sign-up made for someone
 * who then only worked elsewhere holds none of these.
 */
export async function organizationInUse(db: Db, organizationId: string): Promise<boolean> {
  const tables = [
    "faqs",
    "documents",
    "employees",
    "conversations",
    "twilio_credentials",
    "external_integrations",
  ] as const;
  const { rows } = await sql<{ used: boolean }>`select ${sql.join(
    tables.map((t) => sql`exists (select 1 from ${sql.table(t)} where organization_id = ${organizationId})`),
    sql` or `,
  )} as used`.execute(db);
  return rows[0]?.used ?? false;
}
