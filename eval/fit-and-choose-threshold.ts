import type { Knowledge } from "../server/knowledge/index/load-knowledge.ts";
import type { EvalQuestion } from "./eval-set.ts";
import type { EvalResult } from "./evaluate.ts";
import { answerWith, fitWeights, lowestSafeThreshold, rankQuestions, writeWeights } from "./fit-scorer.ts";

const FOLDS = 5;

/**
 * Refits the scorer on the training split and chooses the hand-over threshold, then writes
 * both to scorer-weights.json. The threshold is the lowest at which the training split,
 * answered through the reply pipeline (several-question messages and quoted extracts
 * included), is wrong at most TARGET_WRONG of the time, each question answered by weights
 * fitted without it (five folds). Chosen on the weights' own training questions instead,
 * it came out too low: those weights had already seen the answers.
 */
export async function fitAndChooseThreshold(
  knowledge: Knowledge,
  questions: EvalQuestion[],
  answerAll: (questions: EvalQuestion[]) => Promise<EvalResult[]>,
): Promise<string> {
  const train = questions.filter((q) => q.split === "train");
  // Several-question messages are judged, not fitted on: their parts have no single answer.
  const ranked = rankQuestions(
    knowledge,
    train.filter((q) => q.kind !== "multi"),
  );
  const folds = Array.from({ length: FOLDS }, (_, k) => train.filter((_, i) => i % FOLDS === k));
  const foldWeights = folds.map((fold) => fitWeights(ranked.filter((r) => !fold.includes(r.q))));
  const runs = new Map<number, EvalResult[]>();
  const outOfFold = async (t: number) => {
    const results: EvalResult[] = [];
    for (const [k, fold] of folds.entries()) {
      answerWith({ ...foldWeights[k].weights, threshold: t });
      results.push(...(await answerAll(fold)));
    }
    runs.set(t, results);
    return results;
  };
  const threshold = await lowestSafeThreshold(
    async (t) => (await outOfFold(t)).filter((r) => r.verdict === "wrong").length / train.length,
  );
  // What the held-out split may expect: each training question answered by weights that never saw it.
  const estimate = runs.get(threshold) ?? (await outOfFold(threshold));
  const share = (kind: string, verdict: string) => {
    const of = estimate.filter((r) => r.q.kind === kind);
    return `${((100 * of.filter((r) => r.verdict === verdict).length) / Math.max(1, of.length)).toFixed(1)}%`;
  };
  const final = fitWeights(ranked);
  const weights = { ...final.weights, threshold };
  answerWith(weights);
  writeWeights(weights);
  return [
    final.summary,
    `threshold chosen on the training split, each fold answered by weights fitted without it: ${threshold}`,
    `cross-validated at that threshold: FAQ right ${share("faq", "right")}, wrong ${share("faq", "wrong")}; handbook right ${share("handbook", "right")}; all wrong ${((100 * estimate.filter((r) => r.verdict === "wrong").length) / estimate.length).toFixed(1)}%`,
  ].join("\n");
}
