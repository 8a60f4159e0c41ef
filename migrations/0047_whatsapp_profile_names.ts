import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// The name an employee gave themselves on WhatsApp (Twilio's ProfileName), the latest one
// seen: the inbox shows it as "~Anouk" beside a number no employee record matches, as
// WhatsApp does for someone not in one's contacts, and searches it like a name. Self-chosen,
// so it is never taken for who someone is (verification reads employee records only). The
// conversations publication lists its columns (0014): this one joins them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `alter table system.inbound_landing add column profile_name text;
     alter table conversations add column profile_name text;
     create index conversations_profile_name_trgm_idx on conversations using gin (profile_name gin_trgm_ops);
     alter publication zero_app drop table conversations;
     alter publication zero_app add table conversations (
       id, organization_id, customer_phone, employee_id, status, handled_by, message_count,
       unresolved_count, last_message_at, last_inbound_at, is_test, created_at, profile_name
     )`,
  );
}
