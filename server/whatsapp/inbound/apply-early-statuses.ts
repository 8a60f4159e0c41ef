import { sql } from "kysely";
import type { Db } from "../../db/connect.ts";
import { applyStatuses } from "./apply-statuses.ts";

// A sid is recorded within seconds of Twilio's callbacks; one still unknown after an hour was
// never ours (a message sent with another tool from the same sender), and would only grow
// the table every batch of callbacks looks through.
const KEEP_MS = 3600 * 1000;

/**
 * Applies status callbacks that came before their sid was recorded (applyStatuses keeps
 * them), for these sids once they are recorded, or for every kept one whose sid is known
 * by now; drops those older than an hour. Called after a send records its sid, and after each
 * batch of callbacks, which also catches one that raced the recording.
 */
export async function applyEarlyStatuses(db: Db, sids?: readonly string[]): Promise<void> {
  if (sids?.length === 0) return;
  await db
    .deleteFrom("system.early_statuses")
    .where("received_at", "<", new Date(Date.now() - KEEP_MS))
    .execute();
  let query = db
    .selectFrom("system.early_statuses as e")
    .select(["e.message_sid", "e.organization_id", "e.status", "e.error_code"])
    .where(sql<boolean>`known_message_sid(e.message_sid)`);
  if (sids) query = query.where("e.message_sid", "in", sids);
  const due = await query.limit(500).execute();
  if (due.length === 0) return;
  await applyStatuses(
    db,
    due.map((e) => ({
      organizationId: e.organization_id,
      messageSid: e.message_sid,
      status: e.status,
      errorCode: e.error_code,
    })),
  );
  // Keyed by organisation and sid, as kept: another organisation's callback for the same sid stays.
  await db
    .deleteFrom("system.early_statuses")
    .where((eb) =>
      eb.or(
        due.map((e) => eb.and([eb("organization_id", "=", e.organization_id), eb("message_sid", "=", e.message_sid)])),
      ),
    )
    .execute();
}
