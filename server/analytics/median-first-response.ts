import { sql } from "kysely";
import type { DayRange } from "../../common/analytics/period.ts";
import type { Db } from "../db/connect.ts";

/**
 * The median first response time, in seconds, of the gesprekken started on the Amsterdam
 * days of `range` that got one: first reply (assistant or staff) minus the gesprek's first
 * employee message. A median needs every value, so it is read from the per-gesprek rollup
 * (analytics_sessions) here rather than from the daily sums the browser syncs.
 */
export async function medianFirstResponse(db: Db, organizationId: string, range: DayRange): Promise<number | null> {
  const row = await db
    .selectFrom("analytics_sessions")
    .select(sql<number | null>`percentile_cont(0.5) within group (order by first_response_seconds)`.as("median"))
    .where("organization_id", "=", organizationId)
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .where("first_response_seconds", "is not", null)
    .executeTakeFirst();
  return row?.median === null || row?.median === undefined ? null : Number(row.median);
}
