import { nl } from "../../../common/i18n/nl.ts";
import type { Knowledge } from "../index/load-knowledge.ts";
import { rankCandidates } from "../scoring/rank-candidates.ts";
import type { ScorerWeights } from "../scoring/scorer.ts";
import { answeredWith, type FoundAnswer, findAnswer } from "./find-answer.ts";

/** The employee's reply to the choices offered for a question: one of them (by doc id), or none. */
export type ChoiceMade = { id: string } | "decline";

/**
 * A question answered with the FAQ or passage the employee picked from the choices offered
 * (looked up again, so the answer reads as it does now), or handed over when they picked
 * none, or when what they picked is gone from the knowledge since.
 */
export function answerChoice(
  knowledge: Knowledge,
  question: string,
  choice: ChoiceMade,
  weights?: ScorerWeights,
): FoundAnswer {
  const found = findAnswer(knowledge, question, weights);
  const best = found.chosen ?? found.runnerUp;
  const picked = choice === "decline" ? undefined : pickedCandidate(knowledge, found, choice.id, weights);
  if (!picked)
    return {
      ...found,
      outcome: "handover",
      chosen: null,
      runnerUp: best,
      reason: choice === "decline" ? nl.assistant.reasonDeclined : nl.assistant.reasonLowConfidence,
    };
  return answeredWith(found, picked, nl.assistant.reasonChosen, weights);
}

/**
 * The picked FAQ or passage as a scored candidate: from the question's ranking, or scored
 * on its own when the ranking lacks it (it was found by the model's rewrite of the
 * question, or by meaning through embeddings, or the knowledge changed since).
 */
function pickedCandidate(knowledge: Knowledge, found: FoundAnswer, id: string, weights?: ScorerWeights) {
  const ranked = found.ranked.find((c) => c.doc.id === id);
  if (ranked) return ranked;
  const indexes = [knowledge.faqs, knowledge.passages];
  const extra = indexes.map((index) => index.docs.flatMap((doc, docNo) => (doc.id === id ? [docNo] : [])));
  if (!extra.some((docs) => docs.length)) return undefined;
  return rankCandidates(indexes, found.groups, found.question, weights, extra).find((c) => c.doc.id === id);
}
