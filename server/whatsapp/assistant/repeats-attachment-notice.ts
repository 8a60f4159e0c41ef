import { nl } from "../../../common/i18n/nl.ts";
import type { Db } from "../../db/connect.ts";

// WhatsApp sends an album as one message per photo, a second or two apart.
const ALBUM_MS = 2 * 60_000;

/**
 * Whether the assistant's last message in the conversation, sent in the last two minutes,
 * already said it cannot open attachments: the next photo of the same album gets no second
 * notice (four photos got four).
 */
export async function repeatsAttachmentNotice(db: Db, conversationId: string): Promise<boolean> {
  const last = await db
    .selectFrom("whatsapp_messages")
    .select(["explanation", "created_at"])
    .where("conversation_id", "=", conversationId)
    .where("direction", "=", "outbound")
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  const note = (last?.explanation as { note?: string } | null)?.note;
  return note === nl.explanation.attachmentOnly && Date.now() - new Date(last?.created_at ?? 0).getTime() < ALBUM_MS;
}
