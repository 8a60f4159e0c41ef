import { nl } from "../../../common/i18n/nl.ts";
import { analyzeQuestion, type QueryGroup } from "../analysis/analyze-question.ts";
import { namesThing } from "../analysis/dutch-lexicon.ts";
import { settingOf } from "../analysis/setting-of.ts";
import { closestWord } from "../index/closest-word.ts";
import type { Knowledge } from "../index/load-knowledge.ts";
import type { Candidate } from "../scoring/rank-candidates.ts";
import { answerThreshold, probabilityOf, type ScorerWeights } from "../scoring/scorer.ts";
import { rankWithVectors } from "../vectors/rank-with-vectors.ts";
import { contenders, type PassedOver } from "./contenders.ts";
import { asksAboutOwnRecord } from "./own-record.ts";
import { retrievalChannel } from "./retrieval-channel.ts";
import { readQuestions } from "./split-questions.ts";
import { type Widened, widensPhrasing } from "./widens-phrasing.ts";
import { writtenForIt } from "./written-for-it.ts";

// Kept here for the modules that import it with findAnswer.
export { answeredWith } from "./answered-with.ts";

export type FoundAnswer = {
  question: string;
  outcome: "answer" | "handover";
  /** Calibrated probability that `chosen` answers the question. */
  confidence: number;
  chosen: Candidate | null;
  runnerUp: Candidate | null;
  /** Every ranked candidate, best first (for 'Test de kennisbank'). */
  ranked: Candidate[];
  groups: QueryGroup[];
  reason?: string;
  /** A question that says more than the best's phrasing (see widensPhrasing). */
  widened?: Widened;
  /** The first-ranked text the answer passed over (see contenders). */
  passedOver?: PassedOver;
  /**
   * The employee's earlier words the question was read with (the message before it, or the
   * question before it in the same message): "wordt dat extra betaald?" alone does not say
   * what it is about, so the model is shown them too.
   */
  context?: string;
};

/** The best answer to one question, or a hand-over with the reason; `queryVector` is the question's embedding. */
export function findAnswer(
  knowledge: Knowledge,
  question: string,
  weights?: ScorerWeights,
  queryVector?: Float32Array,
): FoundAnswer {
  if (retrievalChannel.hasSubscribers) retrievalChannel.publish({ question });
  const groups = groupsOf(knowledge, question);
  const ranked = rankWithVectors(knowledge, groups, question, weights, knowledge.vectors, queryVector);
  const { best, runnerUp, passedOver } = contenders(ranked);
  const confidence = best ? probabilityOf(best, runnerUp?.logit ?? null, weights) : 0;
  const base = { question, confidence, runnerUp, ranked, groups, ...(passedOver ? { passedOver } : {}) };
  if (asksAboutOwnRecord(question) && !writtenForIt(best, confidence, weights)) {
    return { ...base, outcome: "handover", chosen: null, runnerUp: best ?? null, reason: nl.assistant.reasonOwnRecord };
  }
  const widened = best && widensPhrasing(best, runnerUp);
  if (!best || confidence < answerThreshold(best.doc.kind, weights) || widened) {
    return {
      ...base,
      outcome: "handover",
      chosen: null,
      runnerUp: best ?? null,
      reason: groups.length ? nl.assistant.reasonLowConfidence : nl.assistant.reasonNoContent,
      ...(widened ? { widened } : {}),
    };
  }
  return { ...base, outcome: "answer", chosen: best };
}

/** A text's content groups, read against the organisation's own words. */
function groupsOf(knowledge: Knowledge, text: string): QueryGroup[] {
  const indexes = [knowledge.faqs, knowledge.passages];
  return analyzeQuestion(text, knowledge.thesaurus, {
    hasKey: (key) => indexes.some((i) => i.keyIds.has(key)),
    closestWord: (word, maxEdits) => closestWord(indexes, word, maxEdits),
  });
}

/**
 * Answers for every question in a message: one when it asks one thing (or when only the
 * whole message finds an answer), one per question when several are answered apart.
 * `before` is the employee's previous message in the conversation, if recent: a
 * follow-up that leans on it ("en hoe vraag ik die aan?") is read with its topics.
 */
export function findAnswers(
  knowledge: Knowledge,
  message: string,
  weights?: ScorerWeights,
  vectorOf: VectorOf = () => undefined,
  before?: string,
): FoundAnswer[] {
  return answersFor(knowledge, message, askOnce(knowledge, weights, vectorOf), before);
}

/**
 * A message read on its own words and, when asked for, with the employee's previous message
 * (see findAnswers): the second reading reuses the ranking of every question the first did.
 */
export function readingsOf(
  knowledge: Knowledge,
  message: string,
  vectorOf: VectorOf,
  before?: string,
  wordRankings?: Map<string, FoundAnswer>,
) {
  const ask = askOnce(knowledge, undefined, vectorOf, wordRankings);
  const own = answersFor(knowledge, message, ask);
  return { own, withBefore: () => (before ? answersFor(knowledge, message, ask, before) : own) };
}

type VectorOf = (text: string) => Float32Array | undefined;
type Ask = (q: string) => FoundAnswer;

/**
 * findAnswer that ranks each text once, however often a reading asks it. `wordRankings` holds
 * the texts this message already had ranked on their words alone (default weights), by text.
 */
function askOnce(
  knowledge: Knowledge,
  weights: ScorerWeights | undefined,
  vectorOf: VectorOf,
  wordRankings?: Map<string, FoundAnswer>,
): Ask {
  const asked = new Map<string, FoundAnswer>();
  return (q) => {
    let found = asked.get(q);
    if (!found) {
      const vector = vectorOf(q);
      const shared = vector ? undefined : wordRankings;
      found = shared?.get(q) ?? findAnswer(knowledge, q, weights, vector);
      shared?.set(q, found);
      asked.set(q, found);
    }
    return found;
  };
}

function answersFor(knowledge: Knowledge, message: string, ask: Ask, before?: string): FoundAnswer[] {
  // The previous message is only read for its topics, once, and only when a question leans on it.
  let earlier: Earlier | undefined;
  const previousTopics = () => {
    earlier ??= { text: before?.trim() ?? "", groups: before?.trim() ? groupsOf(knowledge, before) : [] };
    return earlier;
  };
  const followingUp = (own: FoundAnswer) => readAfter(own, previousTopics, ask);
  const { questions, withoutAfterthought } = readQuestions(message);
  if (questions.length < 2) {
    // A statement after the one question may say what it is about or only add noise:
    // the reading without it is kept when the scorer is surer of it.
    const whole = followingUp(ask(message));
    const alone = withoutAfterthought ? followingUp(ask(withoutAfterthought)) : null;
    return [alone && alone.confidence > whole.confidence ? alone : whole];
  }
  const parts: FoundAnswer[] = [];
  for (const q of questions) {
    const own = ask(q);
    const previous = parts.at(-1);
    if (!previous) {
      parts.push(followingUp(own));
      continue;
    }
    // "hoeveel krijg ik daarvoor terug", "hoe kan ik haar bereiken": asked about the topic of
    // the question before, which the employee did not repeat.
    const earlierPart = { text: previous.question, groups: previous.groups };
    // "… ziek? ook voor de eerste dag?" goes on from the one before: the surer reading is kept.
    const leans = refersBack(q, own.groups);
    const also = ASKS_ALSO.test(q);
    const read = leans || also ? carried(earlierPart, q, ask) : null;
    const take = read && (leans ? leansOnPart(q, own, read, previous) : read.confidence > own.confidence);
    // "ben ziek, hoe meld ik me af en krijg ik de eerste dag wel betaald?": a part the scorer
    // cannot place on its own words may be about what the employee said of themselves before.
    const state =
      !leans && !also && own.outcome === "handover" && own.reason !== nl.assistant.reasonOwnRecord
        ? carried(earlierPart, q, ask, isState)
        : null;
    const stated = state?.outcome === "answer" && state.chosen?.doc.id !== previous.chosen?.doc.id ? state : null;
    // "er is 15 euro van mn loon ingehouden … waarom is dat": a question about the employee's
    // own case that the part before handed over is theirs too, whatever its topics find.
    const ownCase = leans && previous.reason === nl.assistant.reasonOwnRecord;
    // "jullie hebben les? welke dag?": a bare question word asks more of a question the
    // assistant could not place, so it cannot be placed either.
    const bareAfterUnsure = own.groups.length === 0 && previous.outcome === "handover";
    parts.push(
      ownCase || bareAfterUnsure
        ? { ...own, outcome: "handover", chosen: null, reason: previous.reason }
        : take
          ? read
          : (stated ?? own),
    );
  }
  const answered = parts.filter((p) => p.outcome === "answer");
  if (new Set(answered.map((p) => p.chosen?.doc.id)).size >= 2) return parts;
  const whole = followingUp(ask(message));
  // When the whole message finds no more than its parts do, the parts answer it: the one
  // answered, and the others handed over rather than dropped.
  const noMore = whole.outcome === "handover" || answered.some((p) => p.chosen?.doc.id === whole.chosen?.doc.id);
  return answered.length && noMore && parts.some((p) => p.outcome === "handover") ? parts : [whole];
}

/**
 * Whether a later question of the message is read with the one before it (see refersBack):
 * always when a word points back, otherwise unless that reading only repeats the answer to the part before while the question's own
 * words answer something else: "hoeveel vakantie-uren bouw ik op? en wanneer word ik
 * uitbetaald?" names no topic in its second question, yet nobody asks the same thing twice.
 */
function leansOnPart(q: string, own: FoundAnswer, read: FoundAnswer, previous: FoundAnswer): boolean {
  if (REFERS.test(q)) return true; // "hoe kan ik haar bereiken", "hoe hoog is dat"
  const repeats = previous.outcome === "answer" && read.chosen?.doc.id === previous.chosen?.doc.id;
  return !(repeats && own.outcome === "answer" && own.chosen?.doc.id !== previous.chosen?.doc.id);
}

/** What a question may lean on: the employee's earlier words and their groups. */
type Earlier = { text: string; groups: QueryGroup[] };

/**
 * `q` asked again with some of `earlier`'s groups in front, as the question it stays; null
 * when none are picked. By default its topics: nouns, also mass nouns ("beschikbaarheid",
 * "overwerk"), and names or abbreviations the word list lacks ("vog", "bhv").
 */
function carried(
  earlier: Earlier,
  q: string,
  ask: Ask,
  pick: (g: QueryGroup) => boolean = isTopic,
): FoundAnswer | null {
  const picked = earlier.groups.filter(pick).map((g) => g.surface);
  return picked.length ? { ...ask(`${picked.join(" ")} ${q}`), question: q, context: earlier.text } : null;
}

const isTopic = (g: QueryGroup) => g.topic || !g.dutch || namesThing(g.surface);

/** What the employee said of their state ("ziek"): one word, no noun, with a noun among its synonyms (verzuim). */
const isState = (g: QueryGroup) =>
  !g.topic &&
  !g.surface.includes(" ") &&
  g.alternatives.some((a) => a.via === "synonym" && !a.label.includes(" ") && namesThing(a.label));

/**
 * A question read against the employee's previous message: one that leans on it (no topic
 * of its own, or a word pointing back) is asked again with its topics in front. A pronoun
 * with no subject beside it ("hoe lang duurt dat?", "wordt dat extra betaald?") cannot be
 * answered on its own words, so that reading is taken whatever it finds (a hand-over beats
 * a confident answer to another question); so is a word that only points back ("hoe bereik
 * ik haar?") when that reading answers. Otherwise the reading the scorer is surer of is
 * kept: "hoe meld ik me ziek?" has no noun either, and "en in het weekend?" names one.
 */
function readAfter(own: FoundAnswer, earlier: () => Earlier, ask: Ask): FoundAnswer {
  if (!(refersBack(own.question, own.groups) || GOES_ON.test(own.question))) return own;
  const read = carried(earlier(), own.question, ask);
  if (!read) return own;
  // "deze week", "morgen", "in hoogezand" say when or where, not what it is about.
  const setting = settingOf(own.question);
  const subjectless = REFERS.test(own.question) && !own.groups.some((g) => g.topic && !setting(g));
  const pointsBack = POINTS_BACK.test(own.question) && read.outcome === "answer";
  return subjectless || pointsBack || read.confidence > own.confidence ? read : own;
}

// Words that only point back at what was asked before: "daarvoor", "ervan", "haar".
const POINTERS = "(?:daar|er)(?:voor|van|op|mee|bij|over|aan|in|uit|na|naar)|haar|hem";
const POINTS_BACK = new RegExp(`\\b(?:${POINTERS})\\b`, "i");
// With "die", "dat" and "dan", which point back too but also join sentences.
const REFERS = new RegExp(`\\b(?:${POINTERS}|die|dat|dan)\\b`, "i");
// A message that opens with "en" goes on from the one before ("en op zondag?").
const GOES_ON = /^\s*en\b/i;
// A question of a message that opens with "ook" goes on from the one before it.
const ASKS_ALSO = /^\s*(?:en\s+)?ook\b/i;

/** Whether a question leans on the one before it: it refers back, or names no topic of its own. */
function refersBack(question: string, groups: QueryGroup[]): boolean {
  return REFERS.test(question) || !groups.some((g) => g.topic);
}
