import { nl } from "../../../common/i18n/nl.ts";
import type { Llm } from "../../integrations/llm/create-llm.ts";
import type { Knowledge } from "../index/load-knowledge.ts";
import type { Candidate } from "../scoring/rank-candidates.ts";
import { vouchedFor } from "./contenders.ts";
import { answeredWith, type FoundAnswer, findAnswer } from "./find-answer.ts";
import { pickCandidate, rewriteQuery, verifyCandidate } from "./llm-assist.ts";

/**
 * How many of the best-ranked texts the model chooses from. Chosen on the evaluation's
 * training split: the right FAQ is among the first eight for 98.7% of FAQ questions and
 * the right passage for 94.4% of handbook questions; each further text finds it for fewer
 * than one in two hundred of the answerable questions, while the choices an employee is
 * offered (at most three, close to the best) hold it for far fewer.
 */
const MODEL_SHORTLIST = 8;

/**
 * One question's answer with the model's help, when an LLM is configured. An answer the
 * scorer is sure of is sent only when the model confirms it answers the question, unless
 * the question is the FAQ's own or a phrasing staff attached (see vouchedFor): one "NEE"
 * must not overrule what staff vouched for. A question the scorer would hand over for low
 * confidence is first retried with the model's rewrite of it into a search query (an
 * answer found that way is sent when the model confirms it; otherwise the rewrite's
 * ranking, when surer, only decides what the model chooses from). Otherwise, and after a
 * rejection, the model reads the best texts the ranking found (see MODEL_SHORTLIST) and
 * says which one answers the question, or none: then it is handed over, without choices.
 * Without a verdict (outage, timeout, unclear reply) the scorer's decision on the
 * employee's own words stands, choices included.
 */
export async function refineWithLlm(llm: Llm, knowledge: Knowledge, found: FoundAnswer): Promise<FoundAnswer> {
  if (found.reason === nl.assistant.reasonOwnRecord) return found;
  const sure = found.outcome === "answer" ? found.chosen : null;
  if (sure) {
    // The question is the FAQ's own or a phrasing staff attached: their word, not the model's.
    if (vouchedFor(sure)) return found;
    const verdict = await verifyCandidate(llm, found.question, sure, found.context);
    if (verdict === true) return { ...found, reason: nl.assistant.reasonModelConfirmed };
    if (verdict === null) return found;
    return chooseAmong(
      llm,
      rejected(found, sure),
      found.ranked.filter((c) => c !== sure),
    );
  }
  // The rewrite only widens what the model reads: the result stays the one found on the
  // employee's own words, so a model that then gives no verdict leaves exactly the
  // no-model reply (its choices included), never one built on the model's words.
  let shortlistFrom = found.ranked;
  const query = await rewriteQuery(llm, found.question, found.context);
  if (query) {
    const rewritten = { ...findAnswer(knowledge, query), question: found.question, context: found.context };
    if (rewritten.outcome === "answer") {
      if (rewritten.chosen && (await verifyCandidate(llm, found.question, rewritten.chosen, found.context)) === true)
        return { ...rewritten, reason: nl.assistant.reasonModelRewrote(query) };
    } else if (rewritten.confidence > found.confidence) shortlistFrom = rewritten.ranked;
  }
  if (found.reason !== nl.assistant.reasonLowConfidence) return found;
  return chooseAmong(llm, found, shortlistFrom);
}

/**
 * The model's choice among the first MODEL_SHORTLIST of `ranked` (the ranking holds each
 * text once): one text is put to it as a yes-or-no question. `current` stands when the
 * model gives no verdict.
 */
async function chooseAmong(llm: Llm, current: FoundAnswer, ranked: Candidate[]): Promise<FoundAnswer> {
  const shortlist = ranked.slice(0, MODEL_SHORTLIST);
  if (!shortlist.length) return current;
  if (shortlist.length === 1) {
    const verdict = await verifyCandidate(llm, current.question, shortlist[0], current.context);
    // The scorer would not have sent it: the model's choice, as a pick from several is.
    if (verdict === true) return answeredWith(current, shortlist[0], nl.assistant.reasonModelChose);
    return verdict === false ? rejected(current, shortlist[0]) : current;
  }
  const pick = await pickCandidate(llm, current.question, shortlist, current.context);
  if (pick === null) return current;
  if (pick === -1) return { ...current, reason: nl.assistant.reasonModelRejected };
  // A pick from several is checked once more on its own: an answer needs two verdicts, and
  // without the second (outage, unclear reply) the scorer's decision stands, as without the first.
  const verdict = await verifyCandidate(llm, current.question, shortlist[pick], current.context);
  if (verdict === true) return answeredWith(current, shortlist[pick], nl.assistant.reasonModelChose);
  return verdict === false ? rejected(current, shortlist[pick]) : current;
}

/** Rejected by the model, it is no answer, nor a choice worth offering. */
function rejected(found: FoundAnswer, candidate: Candidate): FoundAnswer {
  return { ...found, outcome: "handover", chosen: null, runnerUp: candidate, reason: nl.assistant.reasonModelRejected };
}
