import { sql } from "kysely";
import { nl } from "../../../common/i18n/nl.ts";
import type { Db } from "../../db/connect.ts";
import { notifyStaff } from "../assistant/notify-staff.ts";
import { removeFromOutbox } from "../assistant/remove-from-outbox.ts";

/** The error code of a message whose sending failed on every attempt of its job. */
export const SEND_GAVE_UP = "send_gave_up";

/**
 * The staff message's job failed on its last attempt (Twilio answering 5xx for half an
 * hour, say): the message is marked failed, as an undelivered one is, so the inbox stops
 * saying "Wordt verstuurd" and shows staff it did not go, with the resend they have for
 * failed messages. One that went after all (a sid recorded) is left as it is.
 */
export async function giveUpStaffMessage(db: Db, messageId: string): Promise<void> {
  await markGaveUp(db, [messageId], "id");
}

/**
 * The answer_whatsapp_message job failed on its last attempt. Every message that job would
 * have answered (the conversation's outbox line up to and including its message) leaves the
 * outbox, so the organisation's line moves on; a reply that was written but never went is
 * marked failed like an undelivered one; a message left without any reply is put before
 * staff with a notification, as the assistant does when it hands a question over.
 */
export async function giveUpAnswer(db: Db, conversationId: string, messageId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // The conversation before any of its rows, as an erasure takes them (removeFromOutbox);
    // the replies before the outbox rows, as the retention clean-up's deletes reach them.
    await trx.selectFrom("conversations").select("id").where("id", "=", conversationId).forKeyShare().execute();
    const waiting = await trx
      .selectFrom("system.assistant_outbox as o")
      .select("o.message_id")
      .where("o.conversation_id", "=", conversationId)
      .where("o.seq", "<=", (eb) =>
        eb.selectFrom("system.assistant_outbox").select("seq").where("message_id", "=", messageId),
      )
      .execute();
    const ids = waiting.map((r) => r.message_id);
    if (!ids.length) return;
    await markGaveUp(trx, ids, "reply_to");
    // As the assistant removes an answered group's rows (answer-in-order.ts).
    await removeFromOutbox(trx, conversationId, ids);
    const unanswered = await trx
      .selectFrom("whatsapp_messages as m")
      .innerJoin("conversations as c", "c.id", "m.conversation_id")
      .leftJoin("employees as e", "e.id", "c.employee_id")
      .select([
        "m.organization_id",
        "m.conversation_id",
        "c.customer_phone",
        "c.profile_name",
        "c.is_test",
        "c.employee_id",
        "e.first_name as employee_first_name",
        "e.last_name as employee_last_name",
      ])
      .where("m.id", "in", ids)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom("whatsapp_messages as r").select("r.id").whereRef("r.reply_to", "=", "m.id"))),
      )
      .executeTakeFirst();
    if (unanswered && !unanswered.is_test)
      await notifyStaff(trx, unanswered, nl.inbox.unansweredTitle, nl.inbox.unansweredMessage);
  });
}

async function markGaveUp(db: Db, ids: string[], by: "id" | "reply_to") {
  await db
    .updateTable("whatsapp_messages")
    .set({ status: "failed", error_code: SEND_GAVE_UP, updated_at: sql<Date>`clock_timestamp()` })
    .where(by, "in", ids)
    .where("direction", "=", "outbound")
    .where("status", "=", "pending")
    .where("message_sid", "is", null)
    .execute();
}
