import type { Db } from "../../db/connect.ts";

/**
 * Whether the conversation waits for HR: the last message sent before `before` is the
 * assistant's hand-over, and no colleague has written since.
 */
export async function awaitingHr(db: Db, conversationId: string, before: Date): Promise<boolean> {
  const last = await db
    .selectFrom("whatsapp_messages")
    .select(["handover", "is_from_bot"])
    .where("conversation_id", "=", conversationId)
    .where("direction", "=", "outbound")
    .where("created_at", "<", before)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return !!last?.is_from_bot && last.handover;
}
