import type { SyncChange, SyncRunStatus } from "../../../common/integrations/sync-kinds.ts";
import type { Db } from "../../db/connect.ts";

/** The most changes a run keeps: enough to see what happened, small enough to sync to the browser. */
export const MAX_CHANGES = 200;

export type ActionCounts = {
  fetched?: number;
  created?: number;
  updated?: number;
  unchanged?: number;
  failed?: number;
  skipped?: number;
  deactivated?: number;
  welcomed?: number;
};

/**
 * Ends an action run (import, reconcile, push) with its counts and changes. Unlike a
 * sync's finishRun it leaves the object's cursor and last run alone: an action is not
 * the object's synchronisation.
 */
export async function endActionRun(
  db: Db,
  runId: string,
  outcome: { status: SyncRunStatus; error?: string | null; counts?: ActionCounts; changes?: SyncChange[] },
): Promise<void> {
  await db
    .updateTable("integration_sync_runs")
    .set({
      ...outcome.counts,
      status: outcome.status,
      finished_at: new Date(),
      // An ended run waits for no retry (a reconcile that ran out of 429 attempts).
      retry_at: null,
      error: outcome.error?.slice(0, 2000) ?? null,
      ...(outcome.changes ? { changes: outcome.changes.slice(0, MAX_CHANGES) } : {}),
    })
    .where("id", "=", runId)
    .execute();
}
