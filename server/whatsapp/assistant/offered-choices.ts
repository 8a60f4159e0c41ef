import { z } from "zod";
import type { ChoiceMade } from "../../knowledge/answer/answer-choice.ts";
import type { OfferedChoice } from "./compose-reply.ts";
import { readChoice } from "./read-choice.ts";

/** After this long, a number the employee sends no longer picks from the list (WhatsApp's service window). */
export const CHOICES_HOLD_MS = 24 * 60 * 60_000;

const stored = z.object({
  question: z.string().max(4000),
  choices: z
    .array(z.object({ kind: z.enum(["faq", "passage"]), id: z.string().max(200), label: z.string().max(400) }))
    .min(1)
    .max(3),
  at: z.iso.datetime(),
});

export type OfferedChoices = z.infer<typeof stored>;

/** What a conversation's offered_choices column holds after offering `choices` for `question`. */
export function offeredChoices(question: string, choices: OfferedChoice[], now = new Date()): OfferedChoices {
  return { question, choices, at: now.toISOString() };
}

/**
 * An employee's message read against the choices still open in their conversation (none
 * while verification waits for an answer, or when the column is empty, malformed or older
 * than a day): the question to answer (the one offered for when they picked or declined,
 * else the message), what they chose, and `unclear` when they must say which one again.
 */
export function readReplyToChoices(
  conversation: { offered_choices: unknown; pending_question: string | null },
  message: string,
  now = new Date(),
): { question: string; choice?: ChoiceMade; unclear?: string[] } {
  const parsed = conversation.pending_question ? null : stored.safeParse(conversation.offered_choices);
  const open = parsed?.success && now.getTime() - Date.parse(parsed.data.at) <= CHOICES_HOLD_MS ? parsed.data : null;
  const said = open && readChoice(message, open.choices.length);
  if (!open || !said) return { question: message };
  if (said === "unclear") return { question: message, unclear: open.choices.map((c) => c.label) };
  return { question: open.question, choice: said === "decline" ? said : { id: open.choices[said.pick].id } };
}
