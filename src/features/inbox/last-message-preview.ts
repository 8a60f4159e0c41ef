import { nl } from "../../../common/i18n/nl.ts";
import { attachmentCounts } from "../../../common/whatsapp/attachment-counts.ts";
import type { AttachmentKind } from "../../../common/whatsapp/attachments.ts";

const t = nl.inbox;

type Last = {
  created_at: number;
  direction: string;
  is_from_bot: boolean;
  sent_by_user_id?: string | null;
  message_body: string;
  attachments?: readonly AttachmentKind[] | null;
};

/**
 * The colleague who has the conversation, by name: most often the one who wrote last; and
 * where its newest health message stands, for a colleague who may not read it.
 */
type Row = {
  taken_over_by?: string | null;
  taker?: { full_name?: string | null; email: string } | null;
  healthMarks?: readonly { is_from_bot: boolean; is_outbound: boolean; created_at: number }[];
};

/**
 * The list row's preview of the newest message, as WhatsApp shows one: who wrote it ("Jij:",
 * "Assistent:", the first name of the colleague who has the conversation, else "Collega:";
 * nothing for the employee) and its first line (the row cuts it off with an ellipsis). A
 * message of only an attachment names its kind. The colleague's name comes from the
 * conversation's taker, which the list brings anyway, rather than from every message's sender.
 * A newer sick report the colleague may not read reads "Ziekmelding" (a colleague's answer to
 * one "Collega: Ziekmelding").
 */
export function lastMessagePreview(
  m: Last | undefined,
  me: string | undefined,
  c: Row = {},
): { by: string | null; text: string } | null {
  // A sick report newer than what this colleague may read is named, not left out: the message
  // before it would read as the newest, and a conversation of only a report as empty.
  const hidden = c.healthMarks?.[0];
  if (hidden && (!m || hidden.created_at > m.created_at))
    return {
      by: hidden.is_from_bot ? t.previewBot : hidden.is_outbound ? t.previewColleague : null,
      text: t.sickReport,
    };
  if (!m) return null;
  const line = withoutMarkup(
    withoutGreeting(m)
      .split("\n")
      .find((l) => l.trim())
      ?.trim() ?? "",
  );
  const text =
    line ||
    attachmentCounts(m.attachments ?? [])
      .map(([k, n]) => `${t.attachment[k]}${n > 1 ? ` ×${n}` : ""}`)
      .join(", ");
  if (m.direction !== "outbound") return { by: null, text };
  if (m.is_from_bot) return { by: t.previewBot, text };
  if (m.sent_by_user_id === me) return { by: t.previewYou, text };
  const taker = m.sent_by_user_id && m.sent_by_user_id === c.taken_over_by ? c.taker : null;
  const first = taker?.full_name?.trim().split(/\s+/)[0] || taker?.email;
  return { by: first ? t.previewStaff(first) : t.previewColleague, text };
}

/**
 * The assistant's first reply opens with its greeting and AI notice (the AI Act's
 * disclosure), the same in every new conversation: the preview shows what follows it, so
 * staff can tell the rows apart. The notice is the paragraph that names the AI-assistent.
 */
function withoutGreeting(m: Last): string {
  if (!m.is_from_bot) return m.message_body;
  const paragraphs = m.message_body.split(/\n\s*\n/);
  const notice = paragraphs.slice(0, 2).findIndex((p) => p.includes(nl.assistant.aiNoticeWord));
  return notice >= 0 && notice < paragraphs.length - 1 ? paragraphs.slice(notice + 1).join("\n\n") : m.message_body;
}

// WhatsApp's own formatting: *vet*, _cursief_, ~doorgehaald~ and ```vaste breedte``` around
// words (not inside one, as in "salaris_2026.pdf" or "5 * 3").
const MARKUP = /(^|[\s(])(```|[*_~])(?=\S)(.+?)(?<=\S)\2(?=$|[\s.,!?:;)])/g;

/**
 * The preview as the employee reads it in WhatsApp, where the markers make text bold and do
 * not show: the assistant's answer to a message with two questions starts with the question
 * in bold ("*waar vind ik mn loonstrook*"), which the list showed with its asterisks.
 */
function withoutMarkup(line: string): string {
  return line.replace(MARKUP, "$1$3");
}
