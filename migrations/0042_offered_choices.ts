import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// The choices the assistant last offered in a conversation ("Bedoel je een van deze?"),
// read when the employee's next message arrives: the question they were offered for, the
// FAQs and passages by id, and when. Server state like the verification columns: the Zero
// schema does not sync it, so the publication leaves it out.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, "alter table conversations add column offered_choices jsonb");
}
