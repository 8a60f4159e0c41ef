import { isRewound } from "../../../common/integrations/sync-cursor.ts";
import { modifiedSinceAt } from "../../../common/integrations/sync-filters.ts";
import type { SyncFilters, SyncObject, SyncTrigger } from "../../../common/integrations/sync-kinds.ts";

/** Records changed this long before the cursor are read again: clocks and slow commits at the source. */
export const LOOKBACK_MS = 5 * 60_000;
/** The spec's fallback for a first (non-backfill) run of shifts: the last 24 hours. */
export const FIRST_RUN_MS = 24 * 60 * 60_000;

// Who works, for whom and where is needed whatever its age (an employee unchanged for a year
// still works tomorrow), so reference objects read everything when they have no cursor;
// shifts are time-bound, so their first run keeps a window.
const REFERENCE_OBJECTS: ReadonlySet<SyncObject> = new Set(["employees", "clients", "projects", "jobs"]);

/**
 * Where a run starts reading (updatedAtMin), or null for everything. After a completed run
 * it is the cursor less the lookback. Without a cursor, reference objects read everything
 * and shifts the last 24 hours (or back to their 'modified since'); a backfill or a run
 * after a mapping or filter change (cursor rewound) reads everything. None reads further
 * back than a 'modified since' filter allows (shifts get -30d by default, reference objects
 * only when the user sets one).
 */
export function syncSince(input: {
  object: SyncObject;
  cursor: Date | null;
  trigger: SyncTrigger;
  filters: SyncFilters;
  now: number;
}): string | null {
  const floor = input.filters.modifiedSince ? modifiedSinceAt(input.filters.modifiedSince, input.now) : null;
  let since: number | null;
  if (input.trigger === "backfill" || isRewound(input.cursor)) since = null;
  else if (input.cursor) since = input.cursor.getTime() - LOOKBACK_MS;
  else if (REFERENCE_OBJECTS.has(input.object)) since = null;
  else since = floor ?? input.now - FIRST_RUN_MS;
  if (floor !== null && (since === null || since < floor)) since = floor;
  return since === null ? null : new Date(since).toISOString();
}
