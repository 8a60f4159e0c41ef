import { nl } from "../../../common/i18n/nl.ts";
import type { AttachmentKind } from "../../../common/whatsapp/attachments.ts";

const t = nl.inbox;

type Last = {
  direction: string;
  is_from_bot: boolean;
  sent_by_user_id?: string | null;
  message_body: string;
  attachments?: readonly AttachmentKind[] | null;
  sender?: { full_name?: string | null; email: string } | null | undefined;
};

/**
 * The list row's preview of the newest message, as WhatsApp shows one: who wrote it ("Jij:",
 * "Assistent:", a colleague's first name; nothing for the employee) and its first line (the
 * row cuts it off with an ellipsis). A message of only an attachment names its kind.
 */
export function lastMessagePreview(
  m: Last | undefined,
  me: string | undefined,
): { by: string | null; text: string } | null {
  if (!m) return null;
  const line =
    m.message_body
      .split("\n")
      .find((l) => l.trim())
      ?.trim() ?? "";
  const text = line || (m.attachments ?? []).map((k) => t.attachment[k]).join(", ");
  if (m.direction !== "outbound") return { by: null, text };
  if (m.is_from_bot) return { by: t.previewBot, text };
  if (m.sent_by_user_id === me) return { by: t.previewYou, text };
  const first = m.sender?.full_name?.trim().split(/\s+/)[0] || m.sender?.email;
  return { by: first ? t.previewStaff(first) : null, text };
}
