import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// While a run waits out a 429 it is still the object's one open run (status 'running', so
// the queue, coalescing and crash-resume treat it as before), but the Monitor must show it
// as rate-limited and say when it tries again: `retry_at` is that moment, and null once a
// page comes through or the run ends. The publication lists this table without columns, so
// the new column reaches Zero as it is.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table integration_sync_runs add column retry_at timestamptz;
  `,
  );
}
