import { nl } from "../../../common/i18n/nl.ts";
import type { AttachmentKind } from "../../../common/whatsapp/attachments.ts";
import type { Db } from "../../db/connect.ts";
import { gateReply } from "./gate-reply.ts";
import type { GateResult } from "./verification-gate.ts";

// A second voice note this soon after one is someone who will not type (many flex workers
// speak better than they write Dutch): a third notice would not help them, a colleague will.
const VOICE_NOTES_MS = 5 * 60_000;

/**
 * The reply to a message of only attachments, which the assistant cannot open (or with
 * words that only say what they are: see namesAttachment). A sticker is
 * a reaction: answered in kind, without the notice about sick notes. Photos, voice notes and
 * files get the notice, with a short line in English; a voice note after another within a
 * few minutes goes to HR (notified once, as any hand-over).
 */
export async function attachmentReply(
  db: Db,
  message: { id: string; conversation_id: string; created_at: Date; message_body: string },
  kinds: readonly AttachmentKind[],
): Promise<GateResult> {
  // Staff read why a photo with words got the notice: the words only said what it was.
  const note = message.message_body.trim() ? nl.explanation.attachmentNamedOnly : nl.explanation.attachmentOnly;
  if (kinds.every((k) => k === "sticker")) return gateReply(nl.assistant.smallTalk.greeting, nl.explanation.sticker);
  if (kinds.includes("audio") && (await voiceNoteBefore(db, message)))
    return gateReply(nl.assistant.voiceNotesHandover, nl.explanation.voiceNotes, true);
  const notice = nl.assistant.attachmentOnly(kinds);
  const named = kinds.every((k) => k === "location") || kinds.every((k) => k === "contact");
  return gateReply(named ? notice : `${notice}\n\n${nl.assistant.attachmentOnlyInEnglish}`, note);
}

/** Whether the employee sent a voice note without words shortly before this message. */
async function voiceNoteBefore(db: Db, message: { id: string; conversation_id: string; created_at: Date }) {
  const earlier = await db
    .selectFrom("whatsapp_messages")
    .select("attachments")
    .where("conversation_id", "=", message.conversation_id)
    .where("direction", "=", "inbound")
    .where("id", "!=", message.id)
    .where("message_body", "=", "")
    .where("created_at", "<=", message.created_at)
    .where("created_at", ">", new Date(message.created_at.getTime() - VOICE_NOTES_MS))
    .execute();
  return earlier.some((m) => (m.attachments as string[] | null)?.includes("audio"));
}
