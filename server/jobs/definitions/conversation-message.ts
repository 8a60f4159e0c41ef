import { z } from "zod";
import type { Db } from "../../db/connect.ts";
import { withConversationLock } from "../with-conversation-lock.ts";

// conversationId is absent from jobs enqueued before conversations were locked instead of queued.
export const conversationMessagePayload = z.object({
  messageId: z.string().min(1),
  conversationId: z.string().optional(),
});

/** Runs a job about one message under its conversation's lock (nothing if the message is gone). */
export async function inConversationOf(
  db: Db,
  { messageId, conversationId }: z.output<typeof conversationMessagePayload>,
  work: (conversationId: string) => Promise<void>,
): Promise<void> {
  const conversation =
    conversationId ??
    (await db.selectFrom("whatsapp_messages").select("conversation_id").where("id", "=", messageId).executeTakeFirst())
      ?.conversation_id;
  if (!conversation) return;
  await withConversationLock(db, conversation, () => work(conversation));
}
