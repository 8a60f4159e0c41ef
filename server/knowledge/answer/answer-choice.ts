import { nl } from "../../../common/i18n/nl.ts";
import type { Knowledge } from "../index/load-knowledge.ts";
import { probabilityOf, type ScorerWeights } from "../scoring/scorer.ts";
import { type FoundAnswer, findAnswer } from "./find-answer.ts";

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
  const picked = choice === "decline" ? undefined : found.ranked.find((c) => c.doc.id === choice.id);
  if (!picked)
    return {
      ...found,
      outcome: "handover",
      chosen: null,
      runnerUp: best,
      reason: choice === "decline" ? nl.assistant.reasonDeclined : nl.assistant.reasonLowConfidence,
    };
  const rival = found.ranked.find((c) => c.doc.id !== picked.doc.id) ?? null;
  return {
    ...found,
    outcome: "answer",
    chosen: picked,
    runnerUp: rival,
    confidence: probabilityOf(picked, rival?.logit ?? null, weights),
    reason: nl.assistant.reasonChosen,
  };
}
