import { nl } from "../i18n/nl.ts";
import { type AnswerExplanation, chosenBy } from "./answer-explanation.ts";

type Part = AnswerExplanation["parts"][number];

/**
 * What an employee asked, for a reply's part: the part's own words, which are the message's
 * unless it held several questions or only answered the assistant ("1" from the choices
 * offered, an employee number to verify), else the message as sent.
 */
export function askedIn(body: string, part: Part | undefined): string {
  return part?.question.trim() || body.trim();
}

/**
 * The FAQ a part's question belongs with, as far as the assistant could tell: the one the
 * employee (or the model) picked, or that answered it; none when the employee turned the
 * choices down, since the best of them is the one they said was wrong; else, for a question
 * not answered, its runner-up, else its (unconvincing) choice. An answered part's
 * runner-up is only the next best: the question is the answering FAQ's.
 */
export function faqInView(part: Part | undefined): string | null {
  if (!part) return null;
  if (chosenBy(part) && part.chosen?.kind === "faq") return part.chosen.id;
  if (part.outcome === "answer") return part.chosen?.kind === "faq" ? part.chosen.id : null;
  if (part.reason === nl.assistant.reasonDeclined) return null;
  if (part.runnerUp?.kind === "faq") return part.runnerUp.id;
  if (part.chosen?.kind === "faq") return part.chosen.id;
  return null;
}
