import type { Db } from "../../db/connect.ts";

/** Employees written per step of an import; small enough that progress moves visibly. */
export const IMPORT_BATCH = 100;

export function* inBatches<T>(items: readonly T[], size = IMPORT_BATCH): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/**
 * An import's progress on its run row: `done` of `total` employees processed. The import
 * writes in one transaction (all or nothing), so progress goes through `db`, its own
 * connection, and is seen by the Monitor at once rather than at commit. Should the import
 * roll back, its retry starts again from 0.
 */
export const importProgress = (db: Db, runId: string, total: number) => async (done: number) => {
  await db
    .updateTable("integration_sync_runs")
    .set({ pages_done: done, pages_total: total })
    .where("id", "=", runId)
    .execute();
};
