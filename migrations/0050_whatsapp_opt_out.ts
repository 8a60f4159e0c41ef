import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// An employee who sends STOP has opted out of messages the organisation starts (WhatsApp's
// Business Policy: honour opt-outs): no welcome template and no staff template reaches them
// until they send START. Their own questions are still answered, as they start those.
// Published, so the inbox shows it and turns its template sender off.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `alter table conversations add column opted_out_at timestamptz;
     alter publication zero_app drop table conversations;
     alter publication zero_app add table conversations (
       id, organization_id, customer_phone, employee_id, status, handled_by, message_count,
       unresolved_count, last_message_at, last_inbound_at, is_test, created_at, profile_name,
       opted_out_at
     )`,
  );
}
