import { sql } from "kysely";
import type { Db } from "../../db/connect.ts";
import { UPCOMING_DAYS } from "./reconcile-upcoming-shifts.ts";

/** The days every shift run checks for deletions: today and tomorrow, what employees ask about most. */
export const NEAR_DAYS = 2;

/**
 * How many days, from today, this shift run checks for shifts deleted in Fleks: all the
 * assistant looks ahead (UPCOMING_DAYS) in a run started by hand or by a webhook and in the
 * first scheduled run of an hour, only the near days in the other scheduled runs. Reading every upcoming shift id costs a tenant with 100,000 shifts about 67
 * pages a run; every 15 minutes that would be most of its API traffic, while a deletion
 * weeks ahead can wait an hour and one for tomorrow cannot.
 */
export async function upcomingDaysToCheck(
  db: Db,
  run: { id: string; organizationId: string; startedAt: number; trigger: string },
): Promise<number> {
  // Started by hand or by a webhook (a deletion among them): someone waits for this one.
  if (run.trigger !== "schedule") return UPCOMING_DAYS;
  const last = await db
    .selectFrom("integration_sync_runs")
    .select(sql<Date | null>`max(started_at)`.as("at"))
    .where("organization_id", "=", run.organizationId)
    .where("object", "=", "shifts")
    .where("status", "=", "succeeded")
    .where("dry_run", "=", false)
    .where("id", "!=", run.id)
    .executeTakeFirst();
  const hour = (at: number) => Math.floor(at / 3_600_000);
  return last?.at && hour(new Date(last.at).getTime()) === hour(run.startedAt) ? NEAR_DAYS : UPCOMING_DAYS;
}
