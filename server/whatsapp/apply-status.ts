import { sql } from "kysely";
import type { Db } from "../db/connect.ts";

// Twilio's delivery states in order; callbacks can arrive out of order, so a message only
// ever moves forward. failed/undelivered are final and outrank everything but read.
const RANK: Record<string, number> = {
  pending: 0,
  accepted: 1,
  queued: 1,
  sending: 2,
  sent: 3,
  failed: 4,
  undelivered: 4,
  delivered: 5,
  read: 6,
};

/** A status callback: moves the outbound message's status forward, keeping the error code. */
export async function applyStatus(
  db: Db,
  organizationId: string,
  messageSid: string,
  status: string,
  errorCode: string | null,
): Promise<void> {
  const rank = RANK[status];
  if (rank === undefined) return;
  await sql`
    update whatsapp_messages set status = ${status}, error_code = coalesce(${errorCode}, error_code), updated_at = now()
    where organization_id = ${organizationId} and message_sid = ${messageSid} and direction = 'outbound'
      and (case status ${sql.raw(
        Object.entries(RANK)
          .map(([s, r]) => `when '${s}' then ${r}`)
          .join(" "),
      )} else -1 end) < ${rank}`.execute(db);
}
