import type { Features } from "./candidate-features.ts";
import weights from "./scorer-weights.json" with { type: "json" };

export type ScorerWeights = {
  faq: Record<string, number>;
  passage: Record<string, number>;
  calibration: Record<string, number>;
  /** The hand-over threshold for an FAQ, and for a passage when `passageThreshold` is absent. */
  threshold: number;
  passageThreshold?: number;
};

export const defaultWeights: ScorerWeights = weights;

export const FEATURE_NAMES = [
  "bias",
  "coverage",
  "titleCoverage",
  "reverse",
  "proximity",
  "missing",
  "inverseWords",
  "unmatched",
  "length",
  "coverageSquared",
  "bodyCoverage",
  "titleLikeness",
  "missingUnknown",
  "answerType",
  "missingWord",
  "defers",
  "rivalEdge",
] as const;

export function featureVector(f: Features): number[] {
  return [
    1,
    f.coverage,
    f.titleCoverage,
    f.reverse,
    f.proximity,
    f.missing,
    1 / Math.max(1, f.words),
    f.unmatched,
    f.length,
    f.coverage * f.coverage,
    f.bodyCoverage,
    f.titleLikeness,
    f.missingUnknown,
    f.answerType,
    f.missingWord,
    f.defers,
    f.rivalEdge,
  ];
}

/**
 * One scale for FAQs and passages: a logistic model per kind over the same features,
 * fitted by `npm run eval -- --fit` on the evaluation's training split (weights in
 * scorer-weights.json), so an FAQ wins only when it answers better than the best passage.
 */
export function logitOf(kind: "faq" | "passage", f: Features, w: ScorerWeights = defaultWeights): number {
  const k = w[kind];
  const x = featureVector(f);
  return FEATURE_NAMES.reduce((sum, name, i) => sum + (k[name] ?? 0) * x[i], 0);
}

export const CALIBRATION_NAMES = [
  "bias",
  "logit",
  "margin",
  "coverage",
  "missing",
  "unmatched",
  "missingUnknown",
  "titleCoverage",
  "reverse",
  "titleLikeness",
  "bodyCoverage",
  "isFaq",
  "answerType",
  "missingWord",
  "marginCoverage",
  "oneWord",
  "rivalEdge",
  "asksAlike",
] as const;

export function calibrationVector(
  c: { logit: number; features: Features; kind?: string },
  rival: number | null,
): number[] {
  const f = c.features;
  const margin = rival === null ? 3 : Math.min(3, c.logit - rival);
  return [
    1,
    c.logit,
    margin,
    f.coverage,
    f.missing,
    f.unmatched,
    f.missingUnknown,
    f.titleCoverage,
    f.reverse,
    f.titleLikeness,
    f.bodyCoverage,
    f.reverse > 0 || f.proximity === 0 ? 1 : 0,
    f.answerType,
    f.missingWord,
    // A lead means little when the leader covers little: one shared word can stand alone.
    margin * f.coverage,
    f.words === 1 ? 1 : 0,
    f.rivalEdge,
    f.asksAlike,
  ];
}

/**
 * The probability that a candidate, chosen over its strongest rival, is right: a logistic
 * model over its score, its lead and how much of the question it covers, fitted on the
 * same split. This is what the confidence stored with a reply means.
 */
export function probabilityOf(
  c: { logit: number; features: Features },
  rival: number | null,
  w: ScorerWeights = defaultWeights,
): number {
  const x = calibrationVector(c, rival);
  const z = CALIBRATION_NAMES.reduce((sum, name, i) => sum + (w.calibration[name] ?? 0) * x[i], 0);
  const calibrated = 1 / (1 + Math.exp(-z));
  // Never surer than the scorer itself is between the two: a tie ("vakantiedagen" asked, two
  // FAQs about vakantiedagen) is a coin toss, however well both match. The lead counts double
  // here: the calibration already weighs it, and capped at its plain odds, 8 to 14 more
  // training questions were handed over out of fold at an equal number of wrong answers.
  return rival === null ? calibrated : Math.min(calibrated, 1 / (1 + Math.exp(2 * (rival - c.logit))));
}

/**
 * Below this probability the assistant hands the question over. Each kind has its own,
 * chosen together for at most 2% wrong: one calibration serves both kinds, and the few
 * passage questions a training split holds leave a passage's probability less sharp.
 */
export function answerThreshold(kind: "faq" | "passage", w: ScorerWeights = defaultWeights): number {
  return kind === "passage" ? (w.passageThreshold ?? w.threshold) : w.threshold;
}
