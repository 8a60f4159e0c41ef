import { isRewound } from "../../../common/integrations/sync-cursor.ts";
import { modifiedSinceAt } from "../../../common/integrations/sync-filters.ts";
import type { SyncFilters, SyncObject, SyncTrigger } from "../../../common/integrations/sync-kinds.ts";
import { TIME_ZONE } from "../../../common/time/time-zone.ts";

/** Records changed this long before the cursor are read again: clocks and slow commits at the source. */
export const LOOKBACK_MS = 5 * 60_000;
/** Shifts that started longer ago than this are not read: the past month is history enough. */
export const SHIFT_HISTORY_DAYS = 30;

const DAY_MS = 86_400_000;
const amsterdamDay = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE });

/** The Amsterdam calendar day (yyyy-mm-dd) `days` days after the one `now` falls on. */
export function amsterdamDayPlus(now: number, days: number): string {
  const today = amsterdamDay.format(new Date(now));
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Where a run starts reading (updatedAtMin), or null for everything. After a completed run
 * it is the cursor less the lookback; without a cursor, after a mapping or filter change
 * (cursor rewound) and for a backfill, everything. A 'modified since' the user sets is the
 * floor of a scheduled, manual or webhook run, never of a backfill: a backfill asks for what
 * the floor would hide.
 *
 * Shifts are bounded by their start instead (shiftStartFilter): a standing roster planned
 * 40 days ago for next week changed long ago, so a window on updatedAt (the old '-30d'
 * default, or a first run's last 24 hours) never brought it in.
 */
export function syncSince(input: {
  object: SyncObject;
  cursor: Date | null;
  trigger: SyncTrigger;
  filters: SyncFilters;
  now: number;
}): string | null {
  if (input.trigger === "backfill") return null;
  const floor = input.filters.modifiedSince ? modifiedSinceAt(input.filters.modifiedSince, input.now) : null;
  let since = input.cursor && !isRewound(input.cursor) ? input.cursor.getTime() - LOOKBACK_MS : null;
  if (floor !== null && (since === null || since < floor)) since = floor;
  return since === null ? null : new Date(since).toISOString();
}

/**
 * The upstream filter on a shift's start (v1's documented `start_date`, yyyy-mm-dd): shifts
 * that start on or after the Amsterdam day SHIFT_HISTORY_DAYS ago. An API that ignores it
 * sends older shifts too, which are stored as before.
 */
export function shiftStartFilter(now: number): Record<string, string> {
  return { start_date: amsterdamDayPlus(now, -SHIFT_HISTORY_DAYS) };
}
