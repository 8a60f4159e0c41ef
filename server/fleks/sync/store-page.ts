import { sql } from "kysely";
import type { SyncObject } from "../../../common/integrations/sync-kinds.ts";
import type { Db } from "../../db/connect.ts";
import { MAX_ERROR_SAMPLES, type PreparedPage } from "./prepare-page.ts";
import { previewSyncedRows } from "./preview-synced-rows.ts";
import { upsertSyncedRows } from "./upsert-synced-rows.ts";

/** As end-action-run's: a run keeps at most this many changes. */
const MAX_CHANGES = 200;

export type StoreInput = {
  runId: string;
  organizationId: string;
  object: SyncObject;
  /** The page just read, and how many pages the window has (when the API says). */
  page: number;
  pagesTotal: number | null;
  since: string | null;
  /** A dry-run: the page is compared with the stored rows instead of written; only the run row changes. */
  dryRun?: boolean;
  /**
   * Settles when the page before is committed. The rows are written before it, the run's
   * counts and checkpoint after it, so the checkpoint only ever names a page whose
   * predecessors are all stored, and a page whose predecessor failed is rolled back too.
   */
  after?: Promise<unknown>;
};

/**
 * One prepared page into the database: upserted in bulk, and the run's counts, progress
 * and checkpoint moved on, in one transaction, so a run that dies resumes at exactly the
 * next page with counts that add up.
 */
export async function storePage(db: Db, prepared: PreparedPage, input: StoreInput): Promise<void> {
  const { rows, samples } = prepared;
  await db.transaction().execute(async (trx) => {
    // The one write step, swapped for its read-only twin in a dry-run; everything else is shared.
    const counts = input.dryRun
      ? await previewSyncedRows(trx, input.organizationId, input.object, rows)
      : { ...(await upsertSyncedRows(trx, input.organizationId, input.object, rows)), changes: [] };
    await input.after;
    await trx
      .updateTable("integration_sync_runs")
      .set({
        fetched: sql`fetched + ${prepared.fetched}`,
        created: sql`created + ${counts.created}`,
        updated: sql`updated + ${counts.updated}`,
        // Duplicates within a page count as unchanged: the last one was stored.
        unchanged: sql`unchanged + ${rows.length - counts.created - counts.updated}`,
        failed: sql`failed + ${prepared.failed}`,
        pages_done: input.page,
        pages_total: input.pagesTotal,
        checkpoint: { page: input.page + 1, since: input.since, maxUpdatedAt: prepared.maxUpdatedAt },
        error_samples: samples.length
          ? sql`(select coalesce(jsonb_agg(s), '[]'::jsonb) from (select s from jsonb_array_elements(error_samples || ${JSON.stringify(samples)}::text::jsonb) s limit ${MAX_ERROR_SAMPLES}) x)`
          : sql`error_samples`,
        ...(counts.changes.length
          ? {
              changes: sql`(select coalesce(jsonb_agg(c), '[]'::jsonb) from (select c from jsonb_array_elements(changes || ${JSON.stringify(counts.changes)}::text::jsonb) c limit ${MAX_CHANGES}) x)`,
            }
          : {}),
      })
      .where("id", "=", input.runId)
      .execute();
  });
}
