import { nl } from "../../../common/i18n/nl.ts";
import type { Llm } from "../../integrations/llm/create-llm.ts";
import type { Knowledge } from "../index/load-knowledge.ts";
import { answerThreshold } from "../scoring/scorer.ts";
import { answeredWith, type FoundAnswer, findAnswer } from "./find-answer.ts";
import { pickCandidate, rewriteQuery, verifyCandidate } from "./llm-assist.ts";
import { offerChoices } from "./offer-choices.ts";

// A candidate this close below the threshold may still be the answer: the model decides.
const BORDERLINE = 0.5;

/**
 * One question's answer with the model's help, when an LLM is configured: a hand-over is
 * retried with the model's rewrite of the question into a search query; when it has
 * several likely answers (those the employee would be offered as choices) the model says
 * which one answers it, or none (then it is handed over); otherwise a candidate is
 * answered with only when the model confirms it answers the question (a candidate the
 * model rejects is handed over, without choices; a borderline one, or the one nearest in
 * meaning when embeddings are configured, is answered when it confirms).
 * Without a verdict (outage, timeout, unclear reply) the scorer's decision stands.
 */
export async function refineWithLlm(llm: Llm, knowledge: Knowledge, found: FoundAnswer): Promise<FoundAnswer> {
  if (found.reason === nl.assistant.reasonOwnRecord) return found;
  let current = found;
  if (current.outcome === "handover") {
    const query = await rewriteQuery(llm, found.question);
    if (query) {
      const rewritten = findAnswer(knowledge, query);
      if (rewritten.confidence > current.confidence) current = { ...rewritten, question: found.question };
    }
  }
  // Several likely answers: the model says which one (or none), instead of the employee.
  const likely = current.outcome === "handover" ? offerChoices(current) : [];
  if (likely.length >= 2) {
    const pick = await pickCandidate(llm, found.question, likely);
    if (pick === null) return current;
    if (pick === -1) return { ...current, reason: nl.assistant.reasonModelRejected };
    return answeredWith(current, likely[pick], undefined);
  }
  const candidate = current.chosen ?? current.runnerUp;
  if (!candidate) return current;
  // The candidate closest in meaning may share few words with the question: the model decides.
  const nearestByMeaning =
    candidate.similarity !== undefined &&
    current.ranked.every((c) => (c.similarity ?? -1) <= (candidate.similarity ?? -1));
  // One likely answer the employee would be offered as a choice: the model decides first.
  const borderline =
    current.outcome === "handover" &&
    (current.confidence >= answerThreshold(candidate.doc.kind) * BORDERLINE || nearestByMeaning || likely.length === 1);
  if (current.outcome !== "answer" && !borderline) return current;
  const verdict = await verifyCandidate(llm, found.question, candidate);
  if (verdict === true && current.outcome === "handover")
    return { ...current, outcome: "answer", chosen: candidate, reason: undefined };
  // Rejected, it is no answer, nor a choice worth offering.
  if (verdict === false)
    return {
      ...current,
      outcome: "handover",
      chosen: null,
      runnerUp: candidate,
      reason: nl.assistant.reasonModelRejected,
    };
  return current;
}
