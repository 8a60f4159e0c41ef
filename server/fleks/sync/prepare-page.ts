import { applyMappings } from "../../../common/integrations/apply-mappings.ts";
import type {
  FieldMapping,
  SyncErrorSample,
  SyncFilters,
  SyncObject,
} from "../../../common/integrations/sync-kinds.ts";
import { matchesFilters } from "./filter-records.ts";
import { type SyncedRow, toSyncedRow } from "./to-synced-row.ts";

export const MAX_ERROR_SAMPLES = 20;

export type PreparedPage = {
  rows: SyncedRow[];
  /** How many records the page held, and how many could not be stored (with samples why). */
  fetched: number;
  failed: number;
  samples: SyncErrorSample[];
  /** The newest updatedAt seen in this page and the pages before it. */
  maxUpdatedAt: string | null;
};

const keyOf = (record: Record<string, unknown>) => String(record.uuid ?? record.id ?? "").slice(0, 100) || undefined;

/**
 * One page of Fleks records as rows to store: filtered, mapped (sensitive fields stripped
 * first) and keyed; a record without its required fields or key is counted as failed with
 * a sample of why. No I/O, so the next page can be prepared while this one is stored.
 */
export function preparePage(input: {
  object: SyncObject;
  mappings: FieldMapping[];
  filters: SyncFilters;
  records: Record<string, unknown>[];
  maxUpdatedAt: string | null;
}): PreparedPage {
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
  return { rows, fetched: input.records.length, failed, samples, maxUpdatedAt };
}
