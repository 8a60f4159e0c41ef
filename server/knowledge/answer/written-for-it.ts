import type { Candidate } from "../scoring/rank-candidates.ts";
import { answerThreshold, type ScorerWeights } from "../scoring/scorer.ts";
import { asksAboutOwnRecord } from "./own-record.ts";

/**
 * An FAQ that staff wrote for this very situation ("Mijn loonstrook klopt niet. Wat moet ik
 * doen?") answers a question about one's own record when it is sure enough: its answer is
 * what HR would say first (how to report it), and HR still sees the conversation.
 */
export function writtenForIt(best: Candidate | undefined, confidence: number, weights?: ScorerWeights): boolean {
  if (best?.doc.kind !== "faq" || confidence < answerThreshold("faq", weights)) return false;
  return asksAboutOwnRecord(best.doc.title);
}
