import { sql } from "kysely";
import type { Db } from "../../db/connect.ts";
import { type SendLane, sendSlot } from "./send-slot.ts";

/**
 * Takes the organisation's next moment to send one WhatsApp message (sendSlot) from its
 * clock in system.send_clock, under the row's lock, so every sender on every worker and app
 * server shares it. Returns how many ms to wait before sending, measured on the database's
 * clock (a worker whose own clock is off still keeps the pace) and the moment itself (the
 * database's time), or for a bulk message that must queue behind replies, when to try again.
 */
export async function takeSendSlot(
  db: Db,
  organizationId: string,
  lane: SendLane,
): Promise<{ waitMs: number; at: Date } | { retryAt: Date }> {
  // Its own short transaction: a caller's long one would hold every sender of the organisation.
  if (db.isTransaction) throw new Error("takeSendSlot runs in a transaction of its own");
  return db.transaction().execute(async (tx) => {
    // Creates the row on first use (nothing sent just before) and locks it either way; the
    // no-op update returns it.
    const { rows } = await sql<{ next_at: Date; now: Date }>`
      insert into system.send_clock as c (organization_id, next_at) values (${organizationId}, clock_timestamp())
      on conflict (organization_id) do update set next_at = c.next_at
      returning c.next_at, clock_timestamp() as now`.execute(tx);
    const now = new Date(rows[0].now).getTime();
    const slot = sendSlot(new Date(rows[0].next_at).getTime(), now, lane);
    if (slot.kind === "later") return { retryAt: new Date(slot.retryAt) };
    await tx
      .updateTable("system.send_clock")
      .set({ next_at: new Date(slot.nextAt) })
      .where("organization_id", "=", organizationId)
      .execute();
    return { waitMs: slot.at - now, at: new Date(slot.at) };
  });
}
