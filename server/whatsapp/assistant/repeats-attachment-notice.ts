import { nl } from "../../../common/i18n/nl.ts";
import type { Db } from "../../db/connect.ts";

// WhatsApp sends an album as one message per photo, seconds apart.
const ALBUM_MS = 60_000;
const isMedia = (kinds: readonly string[] | null | undefined) =>
  !!kinds?.length && kinds.every((k) => k === "image" || k === "video");

/**
 * Whether this photo or video belongs to an album the assistant already answered: its last
 * message, sent in the last minute, was the attachment notice for photos or videos too. Four
 * photos got four notices; a location, contact card or file after a photo still gets its own.
 */
export async function repeatsAttachmentNotice(
  db: Db,
  conversationId: string,
  kinds: readonly string[] | null,
): Promise<boolean> {
  if (!isMedia(kinds)) return false;
  const last = await db
    .selectFrom("whatsapp_messages as m")
    .leftJoin("whatsapp_messages as asked", "asked.id", "m.reply_to")
    .select(["m.explanation", "m.created_at", "asked.attachments"])
    .where("m.conversation_id", "=", conversationId)
    .where("m.direction", "=", "outbound")
    .orderBy("m.created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  const note = (last?.explanation as { note?: string } | null)?.note;
  return (
    note === nl.explanation.attachmentOnly &&
    Date.now() - new Date(last?.created_at ?? 0).getTime() < ALBUM_MS &&
    isMedia(last?.attachments as string[] | null)
  );
}
