import type { Knowledge } from "../server/knowledge/index/load-knowledge.ts";
import type { EvalQuestion } from "./eval-set.ts";
import type { EvalResult } from "./evaluate.ts";
import {
  answerWith,
  fitWeights,
  rankQuestions,
  safestThresholds,
  type Thresholds,
  writeWeights,
} from "./fit-scorer.ts";

const FOLDS = 5;

/**
 * Refits the scorer on the training split and chooses the hand-over thresholds (FAQ and
 * passage, see safestThresholds), then writes them to scorer-weights.json. Each threshold
 * is judged on the training split answered through the reply pipeline (several-question
 * messages and quoted extracts included), each question by weights fitted without it
 * (five folds). Chosen on the weights' own training questions instead, the threshold came
 * out too low: those weights had already seen the answers.
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
  const runs = new Map<string, EvalResult[]>();
  const outOfFold = async (t: Thresholds) => {
    const key = `${t.faq}/${t.passage}`;
    const known = runs.get(key);
    if (known) return known;
    const results: EvalResult[] = [];
    for (const [k, fold] of folds.entries()) {
      answerWith({ ...foldWeights[k].weights, threshold: t.faq, passageThreshold: t.passage });
      results.push(...(await answerAll(fold)));
    }
    runs.set(key, results);
    return results;
  };
  const count = (results: EvalResult[], verdict: string) => results.filter((r) => r.verdict === verdict).length;
  const trace: string[] = [];
  const chosen = await safestThresholds(async (t) => {
    const results = await outOfFold(t);
    const m = { wrongShare: count(results, "wrong") / train.length, right: count(results, "right") };
    trace.push(`${t.faq}/${t.passage}: ${count(results, "wrong")} wrong, ${m.right} right`);
    return m;
  });
  // What the held-out split may expect: each training question answered by weights that never saw it.
  const estimate = await outOfFold(chosen);
  const share = (kind: string, verdict: string) => {
    const of = estimate.filter((r) => r.q.kind === kind);
    return `${((100 * count(of, verdict)) / Math.max(1, of.length)).toFixed(1)}%`;
  };
  const final = fitWeights(ranked);
  const weights = { ...final.weights, threshold: chosen.faq, passageThreshold: chosen.passage };
  answerWith(weights);
  writeWeights(weights);
  return [
    final.summary,
    `cross-validated (FAQ/passage threshold: wrong, right of ${train.length}): ${trace.join("; ")}`,
    `thresholds chosen on the training split, each fold answered by weights fitted without it: FAQ ${chosen.faq}, passage ${chosen.passage}`,
    `cross-validated at those thresholds: FAQ right ${share("faq", "right")}, wrong ${share("faq", "wrong")}; handbook right ${share("handbook", "right")}, wrong ${share("handbook", "wrong")}; all wrong ${((100 * count(estimate, "wrong")) / estimate.length).toFixed(1)}%`,
    `cross-validated wrong: ${estimate
      .filter((r) => r.verdict === "wrong")
      .map((r) => `${r.q.id} → ${r.chose}`)
      .join(", ")}`,
  ].join("\n");
}
