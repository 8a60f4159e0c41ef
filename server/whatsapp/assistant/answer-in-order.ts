import type { Db } from "../../db/connect.ts";
import { type AssistantDeps, answerMessage } from "./answer-message.ts";

/**
 * The answer_whatsapp_message job, run under its conversation's lock: answers the
 * conversation's waiting messages up to and including this one, oldest first, so replies
 * keep the order of the questions even when worker slots take their jobs out of order. A
 * job whose message an earlier job already answered does nothing.
 */
export async function answerInOrder(deps: AssistantDeps, conversationId: string, messageId: string): Promise<void> {
  const waiting = await waitingUpTo(deps.db, conversationId, messageId);
  for (const id of waiting) {
    await answerMessage(deps, id);
    await deps.db.deleteFrom("system.assistant_outbox").where("message_id", "=", id).execute();
  }
}

async function waitingUpTo(db: Db, conversationId: string, messageId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("system.assistant_outbox as o")
    .select("o.message_id")
    .where("o.conversation_id", "=", conversationId)
    .where("o.seq", "<=", (eb) =>
      eb.selectFrom("system.assistant_outbox").select("seq").where("message_id", "=", messageId),
    )
    .orderBy("o.seq")
    .execute();
  return rows.map((r) => r.message_id);
}
