import type { AnswerExplanation } from "./answer-explanation.ts";

type Part = AnswerExplanation["parts"][number];

/**
 * What an employee asked, for a reply's part: the part's own words, which are the message's
 * unless it held several questions or only answered the assistant ("1" from the choices
 * offered, an employee number to verify), else the message as sent.
 */
export function askedIn(body: string, part: Part | undefined): string {
  return part?.question.trim() || body.trim();
}

/** The FAQ the assistant had in view for a part: its runner-up, else its (unconvincing) choice. */
export function faqInView(part: Part | undefined): string | null {
  if (part?.runnerUp?.kind === "faq") return part.runnerUp.id;
  if (part?.chosen?.kind === "faq") return part.chosen.id;
  return null;
}
