import type { Db } from "../../db/connect.ts";
import { type DeliveryDeps, deliverMessage } from "./deliver-message.ts";

/**
 * The send_deferred_whatsapp job, under the conversation's lock: sends the conversation's
 * messages waiting in system.send_later, oldest first, the first at the moment it took.
 * When the next one's moment is again too far out, it is rescheduled (deliverMessage does)
 * and the rest keep waiting behind it. A retried run (`retried`) looks on Twilio first, as
 * every delivery after a crash does.
 */
export async function sendDeferred(deps: DeliveryDeps, conversationId: string, retried: boolean): Promise<void> {
  const { db } = deps;
  const waiting = await db
    .selectFrom("system.send_later as l")
    .innerJoin("whatsapp_messages as m", "m.id", "l.message_id")
    .innerJoin("conversations as c", "c.id", "l.conversation_id")
    .selectAll("m")
    .select(["c.customer_phone", "c.is_test", "l.slot_at", "l.may_have_sent"])
    .where("l.conversation_id", "=", conversationId)
    .orderBy("l.seq")
    .execute();
  for (const m of waiting) {
    const outcome = await deliverMessage(deps, m, m, m.may_have_sent || retried, { reserved: m.slot_at });
    if (outcome === "later") return;
    await db.deleteFrom("system.send_later").where("message_id", "=", m.id).execute();
  }
}

/** After the job's last attempt: the conversation's later messages no longer wait for these. */
export async function giveUpDeferred(db: Db, conversationId: string): Promise<void> {
  await db.deleteFrom("system.send_later").where("conversation_id", "=", conversationId).execute();
}
