import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// The erasure rule of 0035 (an erased Fleks employee is never stored again, their shifts lose
// them) moves into the sync's one upsert statement (server/fleks/sync/upsert-synced-rows.ts),
// set-based: as row triggers it cost every synced row a plpgsql call, 100,000 of them in a
// full shift sync. The table of erased ids stays.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop trigger fleks_employees_skip_erased on fleks_employees;
    drop function system.skip_erased_fleks_employee();
    drop trigger fleks_shifts_unassign_erased on fleks_shifts;
    drop function system.unassign_erased_fleks_shift();
  `,
  );
}
