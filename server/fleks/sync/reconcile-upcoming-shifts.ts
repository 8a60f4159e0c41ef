import { sql } from "kysely";
import type { FieldMapping } from "../../../common/integrations/sync-kinds.ts";
import type { Db } from "../../db/connect.ts";
import type { FleksPage } from "../../integrations/fleks/parse-page.ts";
import { amsterdamMidnight } from "../actions/amsterdam-midnight.ts";
import { checkPageSequence } from "./check-page-sequence.ts";
import { shiftKeyOf } from "./shift-key-of.ts";
import { amsterdamDayPlus } from "./sync-window.ts";

/**
 * How many days, today included, a shift sync checks for shifts deleted in Fleks: the
 * assistant answers about today and looks up to 30 days ahead for the next shift
 * (own-work's NEXT_WITHIN_DAYS), so that is the span whose answers a deletion changes.
 */
export const UPCOMING_DAYS = 31;
/** As store-page's: a run keeps at most this many changes. */
const MAX_CHANGES = 200;

/**
 * Marks the stored shifts of the coming `days` that Fleks no longer has (deleted_at;
 * never removed) and unmarks those it has again, after a shift sync read its window. An
 * incremental read only sees records that still exist, so without this a shift deleted in
 * Fleks stayed in the answers for good. Every shift id starting in the span is read (no
 * updatedAt window, no status filter), a day more on each side so an API that reads the
 * days in UTC still sends every shift of the span; only when every page came through are
 * rows changed, in one transaction with the run's counts. Returns how many were marked.
 */
export async function reconcileUpcomingShifts(input: {
  db: Db;
  runId: string;
  organizationId: string;
  mappings: FieldMapping[];
  fetchPage: (page: number, filters: Record<string, string>) => Promise<FleksPage>;
  now: number;
  /** How many days from today to check (upcomingDaysToCheck); all UPCOMING_DAYS by default. */
  days?: number;
  /**
   * Every shift id the run itself just read, when that read held every shift of the span
   * (runFleksSync says when): reading them all again would only cost the pages.
   */
  alreadyRead?: Set<string> | null;
}): Promise<{ marked: number; restored: number }> {
  const days = input.days ?? UPCOMING_DAYS;
  const keyOf = shiftKeyOf(input.mappings);
  const filters = { start_date: amsterdamDayPlus(input.now, -1), end_date: amsterdamDayPlus(input.now, days) };
  const seen = input.alreadyRead ?? new Set<string>();
  let previousKeys = new Set<string>();
  let fetched = 0;
  for (let page = 1; !input.alreadyRead; page += 1) {
    const result = await input.fetchPage(page, filters);
    previousKeys = checkPageSequence({
      page,
      records: result.records,
      previousKeys,
      fetchedBefore: fetched,
      total: result.total,
    });
    fetched += result.records.length;
    for (const record of result.records) {
      const key = keyOf(record);
      if (key !== null) seen.add(key);
    }
    if (!result.hasMore || result.records.length === 0) break;
  }
  const from = amsterdamMidnight(amsterdamDayPlus(input.now, 0));
  const until = amsterdamMidnight(amsterdamDayPlus(input.now, days));
  const ids = [...seen];
  return input.db.transaction().execute(async (trx) => {
    const marked = await sql<{ uuid: string; label: string }>`
      update fleks_shifts set deleted_at = now()
      where organization_id = ${input.organizationId} and deleted_at is null
        and start_at >= ${from}::timestamptz and start_at < ${until}::timestamptz
        and not (uuid = any(${ids}::text[]))
      returning uuid, to_char(start_at at time zone 'Europe/Amsterdam', 'DD-MM-YYYY HH24:MI') as label`.execute(trx);
    const restored = await sql`
      update fleks_shifts set deleted_at = null
      where organization_id = ${input.organizationId} and deleted_at is not null and uuid = any(${ids}::text[])
      returning uuid`.execute(trx);
    const changes = marked.rows
      .map((r) => ({ action: "deactivate", record: r.uuid, label: r.label }))
      .slice(0, MAX_CHANGES);
    await trx
      .updateTable("integration_sync_runs")
      .set({
        deactivated: sql`deactivated + ${marked.rows.length}`,
        updated: sql`updated + ${restored.rows.length}`,
        ...(changes.length
          ? {
              changes: sql`(select coalesce(jsonb_agg(c), '[]'::jsonb) from (select c from jsonb_array_elements(changes || ${JSON.stringify(changes)}::text::jsonb) c limit ${MAX_CHANGES}) x)`,
            }
          : {}),
      })
      .where("id", "=", input.runId)
      .execute();
    return { marked: marked.rows.length, restored: restored.rows.length };
  });
}
