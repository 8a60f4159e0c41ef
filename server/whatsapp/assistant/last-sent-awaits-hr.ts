import { awaitsHr } from "../../../common/inbox/awaits-hr.ts";
import type { Db } from "../../db/connect.ts";

/** Whether the conversation waits for HR, read from the last message sent in it so far (awaitsHr). */
export async function lastSentAwaitsHr(db: Db, conversationId: string): Promise<boolean> {
  const last = await db
    .selectFrom("whatsapp_messages")
    .select(["handover", "is_from_bot", "explanation"])
    .where("conversation_id", "=", conversationId)
    .where("direction", "=", "outbound")
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  // The stored explanation is a reply's AnswerExplanation: only its note is read here.
  return awaitsHr(last && { ...last, explanation: last.explanation as { note?: string } | null });
}
