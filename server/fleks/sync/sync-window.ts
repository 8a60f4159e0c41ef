import { isRewound } from "../../../common/integrations/sync-cursor.ts";
import { modifiedSinceAt } from "../../../common/integrations/sync-filters.ts";
import type { SyncFilters, SyncTrigger } from "../../../common/integrations/sync-kinds.ts";

/** Records changed this long before the cursor are read again: clocks and slow commits at the source. */
export const LOOKBACK_MS = 5 * 60_000;
/** The spec's fallback for a first (non-backfill) run: the last 24 hours. */
export const FIRST_RUN_MS = 24 * 60 * 60_000;

/**
 * Where a run starts reading (updatedAtMin), or null for everything. After a completed run
 * it is the cursor less the lookback; a first run reads the last 24 hours, and a backfill
 * or a run after a mapping or filter change (cursor rewound) everything, all no further
 * back than the filter's 'modified since' allows.
 */
export function syncSince(input: {
  cursor: Date | null;
  trigger: SyncTrigger;
  filters: SyncFilters;
  now: number;
}): string | null {
  const floor = input.filters.modifiedSince ? modifiedSinceAt(input.filters.modifiedSince, input.now) : null;
  let since: number | null;
  if (input.trigger === "backfill" || isRewound(input.cursor)) since = null;
  else if (input.cursor) since = input.cursor.getTime() - LOOKBACK_MS;
  else since = floor ?? input.now - FIRST_RUN_MS;
  if (floor !== null && (since === null || since < floor)) since = floor;
  return since === null ? null : new Date(since).toISOString();
}
