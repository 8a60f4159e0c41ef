import { sql } from "kysely";
import { REWOUND_CURSOR } from "../../../common/integrations/sync-cursor.ts";
import { SYNCED_TABLES, type SyncObject, type SyncRunStatus } from "../../../common/integrations/sync-kinds.ts";
import type { Db } from "../../db/connect.ts";
import { trackSyncFailures } from "./track-sync-failures.ts";

/**
 * Ends a run: its status and error, and, for a run that read its whole window (succeeded or
 * partial), the object's cursor moved to the newest updatedAt seen and the table's row
 * count and last sync refreshed. A failed or rate-limited run leaves the cursor, so the next
 * run reads the same window again, and counts towards telling the admins (track-sync-failures.ts).
 */
export async function finishRun(
  db: Db,
  run: { id: string; organizationId: string; integrationId: string | null; object: SyncObject },
  outcome: { status: SyncRunStatus; error?: string | null; maxUpdatedAt?: string | null },
  /** A dry-run ends its own row only: cursor, last run and table counts stay as they were. */
  options: { dryRun?: boolean } = {},
): Promise<void> {
  const complete = outcome.status === "succeeded" || outcome.status === "partial";
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("integration_sync_runs")
      // A run that ran out of 429 attempts ends rate-limited, no longer waiting for a retry.
      .set({
        status: outcome.status,
        finished_at: new Date(),
        retry_at: null,
        error: outcome.error?.slice(0, 2000) ?? null,
      })
      .where("id", "=", run.id)
      .execute();
    if (options.dryRun) return;
    if (run.integrationId)
      await trx
        .updateTable("integration_sync_objects")
        .set({
          last_run_id: run.id,
          updated_at: new Date(),
          // A cursor rewound (mappings or filters changed, sync-cursor.ts) while this run was
          // reading stays rewound: the run read with the old settings.
          ...(complete && outcome.maxUpdatedAt
            ? {
                cursor: sql`case when cursor <= to_timestamp(${REWOUND_CURSOR / 1000})
                    and updated_at > (select started_at from integration_sync_runs where id = ${run.id})
                  then cursor else greatest(cursor, ${outcome.maxUpdatedAt}::timestamptz) end`,
              }
            : {}),
        })
        .where("integration_id", "=", run.integrationId)
        .where("object", "=", run.object)
        .execute();
    if (run.integrationId)
      await trackSyncFailures(
        trx,
        { organizationId: run.organizationId, integrationId: run.integrationId, object: run.object },
        { failed: !complete, error: outcome.error },
      );
    if (!complete) return;
    const table = SYNCED_TABLES[run.object];
    // One count per run keeps the Database tab true without counting on every read; rows
    // marked deleted (gone from Fleks) are not counted.
    await sql`insert into synced_table_stats (id, organization_id, table_name, row_count, last_synced_at)
      select gen_random_uuid()::text, ${run.organizationId}, ${table}, count(*), now()
      from ${sql.raw(table)} where organization_id = ${run.organizationId} and deleted_at is null
      on conflict (organization_id, table_name)
      do update set row_count = excluded.row_count, last_synced_at = excluded.last_synced_at`.execute(trx);
  });
}
