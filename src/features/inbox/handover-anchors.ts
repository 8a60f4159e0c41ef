import { foldForSearch as fold } from "../../../common/text/fold-for-search.ts";

type Message = {
  readonly id: string;
  readonly direction: string;
  readonly message_body: string;
};

/** Folded, punctuation and runs of spaces as one space, padded: how containment of whole words is judged. */
const words = (text: string) =>
  ` ${fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;

/**
 * Moves each handed-over question (keyed by the employee message the hand-over replied to)
 * to the message that holds it. Usually that is the same message; but when the employee
 * declined the choices offered ("nee") or answered a verification question, the hand-over
 * replied to that answer while the question is in an earlier message: the latest employee
 * message up to the replied one whose text contains the question. Without one, it stays.
 * `messages` is one conversation, oldest first.
 */
export function anchorHandovers<H extends { question: string }>(
  messages: readonly Message[],
  handovers: ReadonlyMap<string, H>,
): Map<string, H> {
  const at = new Map(messages.map((m, i) => [m.id, i]));
  const out = new Map<string, H>();
  for (const [askedId, handover] of handovers) {
    const wanted = words(handover.question);
    let anchor = askedId;
    const from = at.get(askedId);
    if (from !== undefined && wanted.trim()) {
      for (let i = from; i >= 0; i--) {
        const m = messages[i];
        if (m.direction === "inbound" && words(m.message_body).includes(wanted)) {
          anchor = m.id;
          break;
        }
      }
    }
    if (!out.has(anchor)) out.set(anchor, handover);
  }
  return out;
}
