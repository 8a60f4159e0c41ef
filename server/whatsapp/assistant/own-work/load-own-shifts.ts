import { sql } from "kysely";
import type { DayRange } from "../../../../common/analytics/period.ts";
import type { Db } from "../../../db/connect.ts";
import type { OwnShift } from "./format-shifts.ts";

/**
 * The shifts of one Fleks employee of one organisation starting on the given Amsterdam days
 * (and, with `ongoingAt`, one still in progress that began before them), oldest first, with their job's title, client and place. The organisation and the assignee
 * are in the query itself, so no other person's or organisation's shift can come back;
 * deleted and cancelled shifts are left out. Day boundaries are Amsterdam midnights
 * (Postgres knows the daylight-saving changes).
 */
export async function loadOwnShifts(
  db: Db,
  organizationId: string,
  fleksUuid: string,
  range: DayRange,
  opts: {
    limit?: number;
    /** Also a shift that began before the range and has not ended by then (a night shift in progress). */
    ongoingAt?: Date;
    /** Only shifts that begin at or after this moment. */
    startingFrom?: Date;
  } = {},
): Promise<OwnShift[]> {
  const { limit = 50, ongoingAt, startingFrom } = opts;
  const rangeStart = sql<Date>`(cast(${range.from} as date)::timestamp at time zone 'Europe/Amsterdam')`;
  const rows = await db
    .selectFrom("fleks_shifts as s")
    .leftJoin("fleks_jobs as j", (join) =>
      join
        .onRef("j.organization_id", "=", "s.organization_id")
        .onRef("j.uuid", "=", "s.job_uuid")
        .on("j.deleted_at", "is", null),
    )
    .select(["s.start_at", "s.end_at", "j.title", "j.client_name", "j.city"])
    .where("s.organization_id", "=", organizationId)
    .where("s.assignee_uuid", "=", fleksUuid)
    .where("s.deleted_at", "is", null)
    .where((eb) => eb.or([eb("s.status", "is", null), eb("s.status", "not in", ["cancelled", "canceled"])]))
    .where((eb) =>
      ongoingAt
        ? eb.or([eb("s.start_at", ">=", rangeStart), eb("s.end_at", ">", ongoingAt)])
        : eb("s.start_at", ">=", rangeStart),
    )
    .$if(Boolean(startingFrom), (q) => q.where("s.start_at", ">=", startingFrom as Date))
    .where("s.start_at", "<", sql<Date>`((cast(${range.to} as date) + 1)::timestamp at time zone 'Europe/Amsterdam')`)
    .orderBy("s.start_at")
    .limit(limit)
    .execute();
  return rows.flatMap((r) =>
    r.start_at
      ? [
          {
            start_at: new Date(r.start_at),
            end_at: r.end_at ? new Date(r.end_at) : null,
            title: r.title || null,
            client_name: r.client_name,
            city: r.city,
          },
        ]
      : [],
  );
}
