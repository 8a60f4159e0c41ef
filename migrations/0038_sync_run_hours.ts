import { type Kysely, sql } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// The Monitor's summary cards (runs, success rate, records synced, last failure) over a
// period of up to 30 days, when an organisation makes some 480 runs a day: counted per
// organisation per UTC hour as runs start and end, by a trigger on integration_sync_runs, so
// the browser syncs at most 720 small rows instead of every run. A run counts in the hour it
// was created, its outcome too (so a period's success rate is over the runs started in it);
// a dry-run's counts are what it would have done, so they are not records synced. Rows are
// keyed by an id made from their natural key and upserted on it (as the analytics rollups).
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table integration_sync_run_hours (
      id text primary key,
      organization_id text not null references organizations(id) on delete cascade,
      hour timestamptz not null,
      runs integer not null default 0,
      ended integer not null default 0,
      succeeded integer not null default 0,
      records integer not null default 0,
      last_failure_at timestamptz
    );
    create index integration_sync_run_hours_org_hour_idx on integration_sync_run_hours(organization_id, hour);
  `,
  );
  for (const fn of functions) await sql.raw(fn).execute(db);
  await runStatements(
    db,
    `
    create trigger integration_sync_runs_hours after insert or update of status on integration_sync_runs
      for each row execute function system.sync_run_hours();
    alter publication zero_app add table integration_sync_run_hours;
  `,
  );
  // Existing history, through the same function the trigger uses.
  await sql`select system.sync_run_hours_bump(r.organization_id, r.created_at, 1,
      r.status in ('succeeded', 'partial', 'failed', 'rate_limited'), r.status, r.dry_run, r.created + r.updated,
      coalesce(r.finished_at, r.created_at))
    from integration_sync_runs r order by r.created_at`.execute(db);
}

const functions = [
  `create function system.sync_run_hours_bump(
     org text, created timestamptz, started int, ended boolean, status text, dry boolean, records int,
     finished timestamptz
   ) returns void language sql as $$
     insert into integration_sync_run_hours as h (id, organization_id, hour, runs, ended, succeeded, records,
       last_failure_at)
     select org || ':' || to_char(x.hour at time zone 'UTC', 'YYYY-MM-DD"T"HH24'), org, x.hour, started,
       ended::int, (ended and status = 'succeeded')::int, case when ended and not dry then records else 0 end,
       case when ended and status in ('failed', 'partial') then finished end
     from (select date_trunc('hour', created, 'UTC') as hour) x
     on conflict (id) do update set
       runs = h.runs + excluded.runs,
       ended = h.ended + excluded.ended,
       succeeded = h.succeeded + excluded.succeeded,
       records = h.records + excluded.records,
       last_failure_at = greatest(h.last_failure_at, excluded.last_failure_at)
   $$`,
  // A run counts once when created and once when it ends; a status change among the open
  // states (queued, running) or among the ended ones changes nothing.
  `create function system.sync_run_hours() returns trigger language plpgsql as $$
   declare
     ended_now boolean := new.status in ('succeeded', 'partial', 'failed', 'rate_limited');
   begin
     if tg_op = 'UPDATE' then
       if not ended_now or old.status in ('succeeded', 'partial', 'failed', 'rate_limited') then return null; end if;
     end if;
     perform system.sync_run_hours_bump(new.organization_id, new.created_at, (tg_op = 'INSERT')::int, ended_now,
       new.status, new.dry_run, new.created + new.updated, coalesce(new.finished_at, now()));
     return null;
   end $$`,
];
