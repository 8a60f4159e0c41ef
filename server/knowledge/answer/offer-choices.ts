import { nl } from "../../../common/i18n/nl.ts";
import type { Candidate } from "../scoring/rank-candidates.ts";
import type { FoundAnswer } from "./find-answer.ts";

/**
 * Below the answer threshold but at least this likely, the best candidate is worth showing
 * the employee as a choice. Chosen on the evaluation's training split: lower, most
 * out-of-scope questions get a list they must decline; higher, fewer right choices reach it.
 */
export const CHOICE_FLOOR = 0.2;
/** Candidates this far (in logits) behind the best are too unlikely to be offered beside it. */
const CHOICE_SPREAD = 2;
const MAX_CHOICES = 3;

/**
 * What to offer an employee whose question the assistant is not sure enough of: up to
 * three FAQs or passages, best first, when the best is at least CHOICE_FLOOR likely. Only a
 * hand-over for low confidence: a question about one's own record is for HR, and a choice
 * the language model rejected is no choice.
 */
export function offerChoices(found: FoundAnswer): Candidate[] {
  const best = found.runnerUp;
  if (found.reason !== nl.assistant.reasonLowConfidence || !best || found.confidence < CHOICE_FLOOR) return [];
  if (!related(best)) return [];
  const out: Candidate[] = [best];
  for (const c of found.ranked) {
    if (out.length === MAX_CHOICES || best.logit - c.logit > CHOICE_SPREAD) break;
    if (!related(c)) continue;
    // Two passages under one heading read as the same choice.
    if (!out.some((o) => o.doc.id === c.doc.id || o.doc.title === c.doc.title)) out.push(c);
  }
  const also = found.widened?.offer;
  if (also && !out.some((o) => o.doc.id === also.doc.id)) out.splice(Math.min(out.length, MAX_CHOICES - 1), 1, also);
  return out;
}

/**
 * Whether a text has anything to do with the question: a word in common, or at least the
 * same question word ("hoeveel vrij" and "Hoeveel vakantiedagen heb ik per jaar?"). A text
 * with neither ranks on its prior alone, and "wanneer krijg ik geld" was offered "Hoe meld ik
 * me ziek?".
 */
const related = (c: Candidate) => c.matches.length > 0 || c.features.asksAlike === 1;
