import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// Two stored defaults kept records out for good (server/fleks/save-fleks-connection.ts no
// longer sets them):
// - shifts' 'modified since -30d' was a floor on updatedAt, so a roster planned more than
//   30 days ago never arrived; shifts are now bounded by their start (sync-window.ts);
// - employees' status filter 'active' went upstream, so an employee set inactive in Fleks
//   was never read again and stayed active here; every employee is now read with its status.
// Both objects' cursors are rewound so the next run reads what the old filter hid. A user who
// set exactly these values cannot be told apart from the default and loses them too (as 0039).
// The Database tab's counts leave out rows marked deleted from now on; recounted here.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `update integration_sync_objects
       set filters = filters - 'modifiedSince', cursor = to_timestamp(0), updated_at = now()
       where object = 'shifts' and filters ->> 'modifiedSince' = '-30d';
     update integration_sync_objects
       set filters = filters - 'statuses', cursor = to_timestamp(0), updated_at = now()
       where object = 'employees' and filters -> 'statuses' = '["active"]'::jsonb;
     update synced_table_stats s set row_count = c.n
       from (
         select organization_id, 'fleks_employees' as t, count(*) as n from fleks_employees where deleted_at is null group by 1
         union all select organization_id, 'fleks_clients', count(*) from fleks_clients where deleted_at is null group by 1
         union all select organization_id, 'fleks_projects', count(*) from fleks_projects where deleted_at is null group by 1
         union all select organization_id, 'fleks_jobs', count(*) from fleks_jobs where deleted_at is null group by 1
         union all select organization_id, 'fleks_shifts', count(*) from fleks_shifts where deleted_at is null group by 1
       ) c
       where s.organization_id = c.organization_id and s.table_name = c.t;`,
  );
}
