import type { FoundAnswer } from "../../knowledge/answer/find-answer.ts";
import { offerChoices } from "../../knowledge/answer/offer-choices.ts";
import type { Candidate } from "../../knowledge/scoring/rank-candidates.ts";

/**
 * Which question of a reply gets numbered choices instead of a hand-over, and which
 * choices: the one question the assistant is unsure of, when it answers every other
 * question of the message. Of several, that one is picked for as a single question is
 * (one number answers it); two unsure questions, or one beside a hand-over, go to HR as
 * they are, since one number cannot pick for two questions and HR reads the message anyway.
 * A text another question of the message is answered with is no choice: it is in the reply already.
 */
export function choicesAt(found: FoundAnswer[]): { index: number; choices: Candidate[] } | null {
  const unsure = found.flatMap((f, i) => (f.outcome === "answer" ? [] : [i]));
  if (unsure.length !== 1) return null;
  const [index] = unsure;
  const given = new Set(found.flatMap((f) => (f.chosen && f.outcome === "answer" ? [f.chosen.doc.id] : [])));
  const choices = offerChoices(found[index]).filter((c) => !given.has(c.doc.id));
  return choices.length ? { index, choices } : null;
}
