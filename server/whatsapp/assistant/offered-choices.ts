import { z } from "zod";
import type { OfferedChoice } from "./compose-reply.ts";

/** After this long, a number the employee sends no longer picks from the list (WhatsApp's service window). */
const CHOICES_HOLD_MS = 24 * 60 * 60_000;

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

/** The choices still open in a conversation: none when the column is empty, malformed or too old. */
export function openChoices(column: unknown, now = new Date()): OfferedChoices | null {
  const parsed = stored.safeParse(column);
  if (!parsed.success) return null;
  return now.getTime() - Date.parse(parsed.data.at) <= CHOICES_HOLD_MS ? parsed.data : null;
}
