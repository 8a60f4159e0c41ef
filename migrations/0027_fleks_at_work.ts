import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// What putting Fleks to work needs from the tables it shares:
// - employees remember which platform employee they came from, so a re-import matches on
//   the platform's id before the phone number and never makes a second row;
// - a run is a sync, an import, a reconcile or a push, may be a dry-run, and counts what it
//   skipped, deactivated and welcomed; `changes` lists what it did or would do, capped;
// - records gone upstream are marked deleted by a reconcile, never removed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table employees
      add column external_source text check (external_source in ('fleks')),
      add column external_id text check (length(external_id) between 1 and 200);
    create unique index employees_external_uniq on employees(organization_id, external_source, external_id)
      where external_id is not null;

    alter table integration_sync_runs drop constraint integration_sync_runs_trigger_check;
    alter table integration_sync_runs
      add constraint integration_sync_runs_trigger_check
        check (trigger in ('schedule', 'manual', 'backfill', 'webhook', 'change')),
      add column kind text not null default 'sync' check (kind in ('sync', 'import', 'reconcile', 'push')),
      add column dry_run boolean not null default false,
      add column skipped integer not null default 0,
      add column deactivated integer not null default 0,
      add column welcomed integer not null default 0,
      add column changes jsonb not null default '[]'::jsonb check (jsonb_typeof(changes) = 'array');

    alter table fleks_employees add column deleted_at timestamptz;
    alter table fleks_clients add column deleted_at timestamptz;
    alter table fleks_projects add column deleted_at timestamptz;
    alter table fleks_jobs add column deleted_at timestamptz;
    alter table fleks_shifts add column deleted_at timestamptz;
  `,
  );
}
