import fs from "node:fs";
import { fileURLToPath } from "node:url";
import type { QueryGroup } from "../server/knowledge/analysis/analyze-question.ts";
import { contenders } from "../server/knowledge/answer/contenders.ts";
import { extractForGroups } from "../server/knowledge/answer/extract-for-groups.ts";
import { findAnswer } from "../server/knowledge/answer/find-answer.ts";
import { asksAboutOwnRecord } from "../server/knowledge/answer/own-record.ts";
import type { Knowledge } from "../server/knowledge/index/load-knowledge.ts";
import type { Candidate } from "../server/knowledge/scoring/rank-candidates.ts";
import {
  CALIBRATION_NAMES,
  calibrationVector,
  defaultWeights,
  FEATURE_NAMES,
  featureVector,
  logitOf,
  probabilityOf,
  type ScorerWeights,
} from "../server/knowledge/scoring/scorer.ts";
import type { EvalQuestion } from "./eval-set.ts";
import { holdsFacts } from "./judge.ts";
import { fitListwise, fitLogistic } from "./logistic.ts";

const WEIGHTS_FILE = fileURLToPath(new URL("../server/knowledge/scoring/scorer-weights.json", import.meta.url));
// The hand-over threshold allows at most this share of wrong answers on the training split:
// under the goal of 2%, because an unseen split of 84 questions moves 1.2% with each one.
const TARGET_WRONG = 0.015;

function isRight(q: EvalQuestion, c: Candidate): boolean {
  const e = q.expect;
  if ("faq" in e) return c.doc.kind === "faq" && c.doc.id === e.faq;
  if ("facts" in e) return c.doc.kind === "passage" && holdsFacts(c.doc.text, e.facts);
  return false;
}

/** As the judge sees a chosen passage: right only when the extract the reply quotes holds the facts. */
function answersRight(q: EvalQuestion, c: Candidate, groups: QueryGroup[]): boolean {
  const e = q.expect;
  if (!("facts" in e) || c.doc.kind !== "passage") return isRight(q, c);
  return holdsFacts(extractForGroups(groups, c.doc.text, 450, q.text), e.facts);
}

/**
 * Fits the scorer on the training split only: one listwise model for FAQs and passages
 * over every shortlisted candidate (is it a right answer?), then Platt scaling of the best
 * candidate's score and its margin (is the chosen answer right?). This process answers with
 * the new weights from then on; the hand-over threshold is chosen after it by
 * lowestSafeThreshold, which writes scorer-weights.json. Prints how many single questions
 * would be answered right at a few shares of wrong answers, and returns a summary.
 */
export function fitScorer(knowledge: Knowledge, train: EvalQuestion[]): string {
  const rows = train.map((q) => {
    const found = findAnswer(knowledge, q.text);
    return { q, ranked: found.ranked, groups: found.groups, own: asksAboutOwnRecord(q.text) };
  });
  const weights: ScorerWeights = structuredClone(defaultWeights);
  // One weight per feature for both kinds (FAQs and passages on one scale), plus an offset
  // for FAQs: separate models learnt from this set's many FAQ questions that FAQs win.
  const lists = rows.map((r) =>
    r.ranked.map((c) => ({
      kind: "faq" as const,
      x: [...featureVector(c.features), c.doc.kind === "faq" ? 1 : 0],
      y: isRight(r.q, c) ? 1 : 0,
    })),
  );
  const fitted = fitListwise(lists, FEATURE_NAMES.length + 1).faq;
  for (const kind of ["faq", "passage"] as const)
    FEATURE_NAMES.forEach((name, i) => {
      const offset = kind === "faq" && name === "bias" ? fitted[FEATURE_NAMES.length] : 0;
      weights[kind][name] = Number((fitted[i] + offset).toFixed(4));
    });
  const tops = rows.map((r) => {
    const ranked = [...r.ranked]
      .map((c) => ({ ...c, c, logit: logitOf(c.doc.kind, c.features, weights) }))
      .sort((a, b) => b.logit - a.logit);
    const { best, runnerUp: runner } = contenders(ranked);
    return { r, best, runner, right: best ? answersRight(r.q, best.c, r.groups) : false };
  });
  const calibrated = tops.flatMap((t) => (t.best ? [{ ...t, best: t.best }] : []));
  const fittedCalibration = fitLogistic(
    calibrated.map((t) =>
      calibrationVector({ logit: t.best.logit, features: t.best.c.features }, t.runner?.logit ?? null),
    ),
    calibrated.map((t) => (t.right ? 1 : 0)),
    { l2: 0.001 },
  );
  weights.calibration = Object.fromEntries(
    CALIBRATION_NAMES.map((name, i) => [name, Number(fittedCalibration[i].toFixed(4))]),
  );
  // This process answers with the new weights from here on, as a restarted server would.
  Object.assign(defaultWeights, weights);
  const scored = tops.map((t) => ({
    p:
      t.best && !t.r.own
        ? probabilityOf({ logit: t.best.logit, features: t.best.c.features }, t.runner?.logit ?? null, weights)
        : 0,
    right: t.right,
  }));
  const levels = [...new Set(scored.map((s) => s.p))].sort((a, b) => a - b);
  const curve = [0.01, 0.02, 0.03, 0.05, 0.1].map((rate) => {
    const t = levels.find((c) => scored.filter((s) => s.p >= c && !s.right).length / scored.length <= rate) ?? 1;
    const right = scored.filter((s) => s.p >= t && s.right).length;
    return `${rate * 100}% wrong: threshold ${t.toFixed(2)}, right ${right}`;
  });
  console.log(curve.join("\n"));
  return `fitted on ${rows.length} training questions: right candidate first for ${tops.filter((t) => t.right).length}`;
}

/**
 * The lowest hand-over threshold at which `wrongShare` (the whole training split through
 * the reply pipeline, judged as the evaluation judges) stays within TARGET_WRONG, scanning
 * down from 0.99 in steps of 0.01 (1, answering nothing, when even 0.99 is not); written to
 * scorer-weights.json with the fitted weights.
 */
export async function lowestSafeThreshold(wrongShare: () => Promise<number>): Promise<number> {
  // Too many wrong answers even at 0.99: nothing is confident enough, everything goes to HR.
  let safe = 1;
  for (let t = 0.99; t >= 0.3; t -= 0.01) {
    defaultWeights.threshold = Number(t.toFixed(2));
    if ((await wrongShare()) > TARGET_WRONG) break;
    safe = defaultWeights.threshold;
  }
  defaultWeights.threshold = safe;
  fs.writeFileSync(WEIGHTS_FILE, `${JSON.stringify(defaultWeights, null, 2)}\n`);
  return safe;
}
