import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// When HR answers WhatsApp (common/time/hr-hours.ts): a hand-over outside these hours tells
// the employee when a colleague will look. Null: not set, nothing is said about when.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, "alter table organizations add column hr_hours jsonb");
}
