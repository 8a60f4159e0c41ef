import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// A personnel number of nine digits that passes the 11-proef (one ordinary number in eleven
// does) is saved only when the admin who typed it confirmed it is no BSN; that confirmation
// is kept on the employee (and in the activity log), with the number it was given for: the
// mutators set it false again whenever the number is not BSN-shaped.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `alter table employees add column employee_number_not_bsn boolean not null default false`);
}
