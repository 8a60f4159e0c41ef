import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// Each worker process lists the graphile-worker ids it runs, so a job locked by a process
// that crashed can be released within a minute instead of graphile's four hours.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table system.worker_heartbeats add column job_worker_ids text[] not null default '{}';
  `,
  );
}
