import { chosenBy } from "../../../common/inbox/answer-explanation.ts";
import { askedIn, faqInView } from "../../../common/inbox/asked-question.ts";
import type { MessageDirection } from "../../../common/inbox/conversation-states.ts";
import { isKnownPhrasing, phrasingKey, phrasingLengthProblem } from "../../../common/zero/phrasings.ts";
import type { AnswerExplanation } from "../../../zero-schema.ts";

// Questions the assistant handed to staff are the best material for new FAQ phrasings:
// the inbox offers them once staff have answered, the FAQ dialog suggests them per FAQ.

type Explanation = AnswerExplanation | null | undefined;

type Message = {
  readonly id: string;
  readonly direction: MessageDirection;
  readonly is_from_bot: boolean;
  readonly handover: boolean;
  readonly explanation?: Explanation;
  readonly reply_to?: string | null | undefined;
  readonly template_sid?: string | null | undefined;
  readonly message_body: string;
  readonly created_at: number;
};

export type AnsweredHandover = { question: string; faqId: string | null; staffAnswer: string };

/**
 * Per employee message: what it asked, when the bot's reply to it handed over (or offered
 * choices) and a staff member (not a template) wrote in the conversation afterwards; that
 * message is the answer.
 * `messages` is one conversation, oldest first.
 */
export function answeredHandovers(messages: readonly Message[]): Map<string, AnsweredHandover> {
  const byId = new Map(messages.map((m) => [m.id, m]));
  const found = new Map<string, AnsweredHandover>();
  for (const reply of messages) {
    // A hand-over, or choices the employee left unanswered while staff answered instead.
    const offered = reply.explanation?.parts.some((p) => p.offered?.length) ?? false;
    if (!reply.is_from_bot || !(reply.handover || offered) || !reply.reply_to) continue;
    const asked = byId.get(reply.reply_to);
    if (asked?.direction !== "inbound" || found.has(asked.id)) continue;
    // After choices, staff answered only if they wrote before the assistant did again (the
    // employee picked one, which answered the question).
    const next = messages.find(
      (m) =>
        m.id !== reply.id &&
        m.direction === "outbound" &&
        !m.template_sid &&
        m.created_at >= reply.created_at &&
        (!m.is_from_bot || !reply.handover),
    );
    const staff = next && !next.is_from_bot ? next : undefined;
    if (!staff) continue;
    const part =
      reply.explanation?.parts.find((p) => p.outcome === "handover" || p.offered?.length) ??
      reply.explanation?.parts[0];
    found.set(asked.id, {
      question: askedIn(asked.message_body, part),
      faqId: faqInView(part),
      staffAnswer: staff.message_body.trim(),
    });
  }
  return found;
}

type HandoverReply = {
  readonly explanation?: Explanation;
  readonly question?: { readonly message_body: string } | undefined;
};

/**
 * Whether a part of a reply is material for a phrasing: handed over, offered as choices, or
 * answered with a text the employee (or the model) picked. A part the scorer answered is
 * not: its FAQ already answers it, and adding it to another FAQ would take it away there.
 */
const unsettled = (part: AnswerExplanation["parts"][number]) =>
  part.outcome === "handover" || Boolean(part.offered?.length) || chosenBy(part) !== null;

/**
 * 'Voorgestelde formuleringen' for one FAQ: handed-over, offered or picked questions (newest
 * first, as given) whose explanation had this FAQ as runner-up or choice, without the ones
 * it already has. A message's other questions that were answered are never suggested.
 */
export function suggestedPhrasings(
  replies: readonly HandoverReply[],
  faq: { id: string; question: string; alternative_questions: readonly string[] },
  max = 5,
): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const reply of replies) {
    if (!reply.question || !reply.explanation) continue;
    for (const part of reply.explanation.parts) {
      if (!unsettled(part) || faqInView(part) !== faq.id) continue;
      const text = askedIn(reply.question.message_body, part);
      const key = phrasingKey(text);
      if (seen.has(key) || phrasingLengthProblem(text) || isKnownPhrasing(faq, text)) continue;
      seen.add(key);
      out.push(text);
      if (out.length === max) return out;
    }
  }
  return out;
}
