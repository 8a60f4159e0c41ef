import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// Browsers never see a conversation's verification state (verified_until, the question
// held back until the employee is verified, the failed attempts) nor its notification
// bookkeeping, so those columns stay out of zero-cache's replica as well: the publication
// lists the columns the Zero schema syncs.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter publication zero_app drop table conversations;
    alter publication zero_app add table conversations (
      id, organization_id, customer_phone, employee_id, status, handled_by, message_count,
      unresolved_count, last_message_at, last_inbound_at, is_test, created_at
    );
  `,
  );
}
