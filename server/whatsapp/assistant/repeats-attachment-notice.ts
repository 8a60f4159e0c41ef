import { nl } from "../../../common/i18n/nl.ts";
import { awaitsHr } from "../../../common/inbox/awaits-hr.ts";
import type { Db } from "../../db/connect.ts";

// WhatsApp sends an album as one message per photo, seconds apart.
const ALBUM_MS = 60_000;
const isMedia = (kinds: readonly string[] | null | undefined) =>
  !!kinds?.length && kinds.every((k) => k === "image" || k === "video");

/**
 * Whether this attachment-only message would only repeat what the assistant just said, so it
 * gets no reply (staff still see it in the inbox):
 * - a photo or video of an album already answered: its last message, sent in the last
 *   minute, was the attachment notice for photos or videos too. Four photos got four
 *   notices; a location, contact card or file after a photo still gets its own.
 * - a voice note while the voice-notes hand-over still waits for HR (no colleague has written
 *   since). A third voice note got the same hand-over again; we chose silence over a short
 *   "HR heeft je bericht": they were just told a colleague will contact them, and HR hears them.
 */
export async function repeatsAttachmentNotice(
  db: Db,
  conversationId: string,
  kinds: readonly string[] | null,
): Promise<boolean> {
  const voice = !!kinds?.includes("audio");
  if (!isMedia(kinds) && !voice) return false;
  const last = await db
    .selectFrom("whatsapp_messages as m")
    .leftJoin("whatsapp_messages as asked", "asked.id", "m.reply_to")
    .select(["m.explanation", "m.created_at", "m.is_from_bot", "m.handover", "asked.attachments"])
    .where("m.conversation_id", "=", conversationId)
    .where("m.direction", "=", "outbound")
    .orderBy("m.created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  const note = (last?.explanation as { note?: string } | null)?.note;
  if (voice) return note === nl.explanation.voiceNotes && awaitsHr(last && { ...last, explanation: { note } });
  return (
    (note === nl.explanation.attachmentOnly || note === nl.explanation.attachmentNamedOnly) &&
    Date.now() - new Date(last?.created_at ?? 0).getTime() < ALBUM_MS &&
    isMedia(last?.attachments as string[] | null)
  );
}
