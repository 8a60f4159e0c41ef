import type { Candidate } from "../scoring/rank-candidates.ts";
import { probabilityOf, type ScorerWeights } from "../scoring/scorer.ts";
import type { FoundAnswer } from "./find-answer.ts";

/**
 * The question answered with `chosen`, a candidate chosen outside the scorer's ranking (by
 * the employee from the choices, or by the model): its rival is the best other candidate,
 * and its confidence is scored against that rival.
 */
export function answeredWith(
  found: FoundAnswer,
  chosen: Candidate,
  reason: string | undefined,
  weights?: ScorerWeights,
): FoundAnswer {
  const rival = found.ranked.find((c) => c.doc.id !== chosen.doc.id) ?? null;
  return {
    ...found,
    outcome: "answer",
    chosen,
    runnerUp: rival,
    confidence: probabilityOf(chosen, rival?.logit ?? null, weights),
    reason,
  };
}
