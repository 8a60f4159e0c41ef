import { sql } from "kysely";
import { applyMappings } from "../../../common/integrations/apply-mappings.ts";
import type {
  FieldMapping,
  SyncErrorSample,
  SyncFilters,
  SyncObject,
} from "../../../common/integrations/sync-kinds.ts";
import type { Db } from "../../db/connect.ts";
import { matchesFilters } from "./filter-records.ts";
import { previewSyncedRows } from "./preview-synced-rows.ts";
import { type SyncedRow, toSyncedRow } from "./to-synced-row.ts";
import { upsertSyncedRows } from "./upsert-synced-rows.ts";

export const MAX_ERROR_SAMPLES = 20;
/** As end-action-run's: a run keeps at most this many changes. */
const MAX_CHANGES = 200;

export type PageInput = {
  runId: string;
  organizationId: string;
  object: SyncObject;
  mappings: FieldMapping[];
  filters: SyncFilters;
  records: Record<string, unknown>[];
  /** The page just read, and how many pages the window has (when the API says). */
  page: number;
  pagesTotal: number | null;
  since: string | null;
  maxUpdatedAt: string | null;
  /** A dry-run: the page is compared with the stored rows instead of written; only the run row changes. */
  dryRun?: boolean;
};

const keyOf = (record: Record<string, unknown>) => String(record.uuid ?? record.id ?? "").slice(0, 100) || undefined;

/**
 * One page into the database: filtered, mapped (sensitive fields stripped first), upserted
 * in bulk, and the run's counts, progress and checkpoint moved on, all in one transaction,
 * so a run that dies resumes at exactly the next page with counts that add up. Returns the
 * newest updatedAt seen so far.
 */
export async function syncPage(db: Db, input: PageInput): Promise<string | null> {
  const rows: SyncedRow[] = [];
  const samples: SyncErrorSample[] = [];
  let failed = 0;
  let maxUpdatedAt = input.maxUpdatedAt;
  for (const record of input.records) {
    const updatedAt = typeof record.updatedAt === "string" ? record.updatedAt : null;
    if (updatedAt && (!maxUpdatedAt || updatedAt > maxUpdatedAt)) maxUpdatedAt = updatedAt;
    if (!matchesFilters(record, input.filters)) continue;
    const { values, missing } = applyMappings(record, input.mappings);
    const row = missing.length ? null : toSyncedRow(input.object, values, record.updatedAt);
    if (!row) {
      failed += 1;
      const message = missing.length ? `Verplicht veld ontbreekt: ${missing.join(", ")}` : "Geen geldige sleutel";
      if (samples.length < MAX_ERROR_SAMPLES) samples.push({ record: keyOf(record), message });
      continue;
    }
    rows.push(row);
  }
  await db.transaction().execute(async (trx) => {
    // The one write step, swapped for its read-only twin in a dry-run; everything else is shared.
    const counts = input.dryRun
      ? await previewSyncedRows(trx, input.organizationId, input.object, rows)
      : { ...(await upsertSyncedRows(trx, input.organizationId, input.object, rows)), changes: [] };
    await trx
      .updateTable("integration_sync_runs")
      .set({
        fetched: sql`fetched + ${input.records.length}`,
        created: sql`created + ${counts.created}`,
        updated: sql`updated + ${counts.updated}`,
        // Duplicates within a page count as unchanged: the last one was stored.
        unchanged: sql`unchanged + ${rows.length - counts.created - counts.updated}`,
        failed: sql`failed + ${failed}`,
        pages_done: input.page,
        pages_total: input.pagesTotal,
        checkpoint: { page: input.page + 1, since: input.since, maxUpdatedAt },
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
  return maxUpdatedAt;
}
