import { nl } from "../../../common/i18n/nl.ts";
import type { AnswerExplanation, MessageSource } from "../../../zero-schema.ts";
import type { Candidate } from "../scoring/rank-candidates.ts";
import { answerThreshold, probabilityOf, type ScorerWeights } from "../scoring/scorer.ts";
import type { FoundAnswer } from "./find-answer.ts";

/** A candidate as a reply records its source, with its confidence as the score. */
export const messageSourceOf = (c: Candidate, confidence: number): MessageSource => ({
  kind: c.doc.kind,
  id: c.doc.id,
  title: c.doc.title,
  source: c.doc.source,
  score: confidence,
});

const sourceOf = (c: Candidate, confidence: number) => ({ ...messageSourceOf(c, confidence), confidence });

/** Why each part was answered as it was, for staff: words, synonyms, corrections, runner-up. */
export function explain(found: FoundAnswer[], weights?: ScorerWeights): AnswerExplanation {
  return {
    parts: found.map((f) => {
      const shown = f.chosen ?? f.runnerUp;
      const matched = new Map((shown?.matches ?? []).map((m) => [m.group.surface, m]));
      // With an answer, the runner-up is the next best; with a hand-over, the best that fell short.
      const other = f.runnerUp;
      return {
        question: f.question,
        outcome: f.outcome,
        confidence: f.confidence,
        chosen: f.chosen ? sourceOf(f.chosen, f.confidence) : null,
        runnerUp: other
          ? sourceOf(other, probabilityOf(other, f.ranked.find((c) => c !== other)?.logit ?? null, weights))
          : null,
        // What the best candidate fell short of, so staff see how far it was from being sent.
        ...(f.outcome === "handover" && shown ? { needed: answerThreshold(shown.doc.kind, weights) } : {}),
        matched: [...matched.keys()],
        missing: f.groups.filter((g) => !matched.has(g.surface)).map((g) => g.surface),
        synonyms: [...matched.values()]
          .filter((m) => m.via === "synonym")
          .map((m) => ({ from: m.group.surface, to: m.label })),
        corrections: [...matched.values()]
          .filter((m) => m.via === "typo")
          .map((m) => ({ from: m.group.surface, to: m.label })),
        ...(reasonOf(f) ? { reason: reasonOf(f) } : {}),
      };
    }),
  };
}

/** Why the part came out as it did, for staff: the passed-over text named when that decided it. */
function reasonOf(f: FoundAnswer): string | undefined {
  if (f.widened) return nl.assistant.reasonPhrasingWidened(f.widened.topic);
  if (f.reason && f.reason !== nl.assistant.reasonLowConfidence) return f.reason;
  const passed = f.passedOver && nl.assistant.reasonPassedOver[f.passedOver.why](f.passedOver.title);
  return passed ? (f.reason ? `${f.reason} ${passed}` : passed) : f.reason;
}
