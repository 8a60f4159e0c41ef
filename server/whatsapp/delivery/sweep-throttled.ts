import { sql } from "kysely";
import type { Db } from "../../db/connect.ts";
import { RESEND_DELAYS_MS, THROTTLED } from "./resend-plan.ts";
import { scheduleResends } from "./schedule-resends.ts";

// A throttle an hour old is no burst any more: by then a person should look (it stays shown failed).
const LOOK_BACK_MS = 3600 * 1000;

/**
 * The worker's heartbeat: a message WhatsApp throttled (63018) with no resend waiting and
 * resends left, changed within the hour, gets its resend (scheduleResends). That is a
 * callback applied by an app server that died before it queued the resend, or a resend job
 * that gave up on an outage. A partial index (migrations/0057) keeps this to those few rows.
 */
export async function sweepThrottled(db: Db): Promise<void> {
  const rows = await db
    .selectFrom("whatsapp_messages")
    .select("id")
    // Literals, not parameters: a generic plan could not match the partial index's predicate.
    .where(
      sql<boolean>`error_code = ${sql.lit(THROTTLED)} and resend_at is null and status in ('failed', 'undelivered')`,
    )
    .where("resends", "<", RESEND_DELAYS_MS.length)
    .where("updated_at", ">", new Date(Date.now() - LOOK_BACK_MS))
    .limit(100)
    .execute();
  await scheduleResends(
    db,
    rows.map((r) => r.id),
  );
}
