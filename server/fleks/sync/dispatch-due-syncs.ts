import { nextRunAt } from "../../../common/integrations/cron.ts";
import type { SyncObject } from "../../../common/integrations/sync-kinds.ts";
import type { Db } from "../../db/connect.ts";
import { enqueueSync } from "./enqueue-sync.ts";

/**
 * The scheduler (every minute): every enabled pull object of an active integration whose
 * next_run_at has come gets a run (or keeps its open one), and its next_run_at moves to the
 * schedule's next time after now. Rows another dispatcher holds are skipped, so two workers
 * never queue the same object twice. Returns the run ids queued or reused.
 */
export async function dispatchDueSyncs(db: Db, now = new Date()): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom("integration_sync_objects as o")
      .innerJoin("external_integrations as i", "i.id", "o.integration_id")
      .select(["o.id", "o.organization_id", "o.integration_id", "o.object", "o.schedule"])
      .where("o.enabled", "=", true)
      .where("i.is_active", "=", true)
      .where("o.direction", "!=", "push")
      .where("o.next_run_at", "<=", now)
      .orderBy("o.next_run_at")
      .limit(500)
      .forUpdate("o")
      .skipLocked()
      .execute();
    const runIds: string[] = [];
    for (const row of due) {
      runIds.push(
        ...(await enqueueSync(trx, {
          organizationId: row.organization_id,
          integrationId: row.integration_id,
          objects: [row.object as SyncObject],
          trigger: "schedule",
        })),
      );
      const next = nextRunAt(row.schedule, now.getTime());
      await trx
        .updateTable("integration_sync_objects")
        .set({ next_run_at: next === null ? null : new Date(next) })
        .where("id", "=", row.id)
        .execute();
    }
    return runIds;
  });
}
