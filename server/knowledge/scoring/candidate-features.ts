import type { QueryGroup } from "../analysis/analyze-question.ts";
import { fitsText } from "../analysis/negation.ts";
import { asksAlike, questionWordOf } from "../analysis/question-word.ts";
import { settingOf } from "../analysis/setting-of.ts";
import {
  type IndexedDoc,
  type KnowledgeIndex,
  titleLikeness,
  trigramsOf,
  type Unit,
  unitHas,
  unitHasWhole,
} from "../index/knowledge-index.ts";
import { answerTypeMatch } from "./answer-type.ts";
import { proximity } from "./proximity.ts";
import { reverseCoverage } from "./reverse-coverage.ts";
import { smallestWindow } from "./smallest-window.ts";

export type Features = {
  /** Share of the question's content (weighted by rarity) the candidate covers anywhere. */
  coverage: number;
  /** The same in its title: the FAQ question or a phrasing of it, the passage heading. */
  titleCoverage: number;
  /** FAQs: share of the best-matching question's own content that the question asks about. */
  reverse: number;
  /** Passages: matched words per position of the smallest body window holding them. */
  proximity: number;
  /** The rarity of the rarest question noun (its topic) the candidate lacks, 0..1. */
  missing: number;
  /** The same for the other Dutch words it lacks (verbs, adverbs: mostly phrasing), 0..1. */
  missingWord: number;
  /** How many content words the question has (one-word questions are riskier). */
  words: number;
  /** Share of the question's groups (unweighted) the candidate lacks. */
  unmatched: number;
  /** Length of the candidate's body in words, on a log scale (long texts cover words by chance). */
  length: number;
  /** Share of the question the body alone covers (an FAQ's answer, a passage's text). */
  bodyCoverage: number;
  /** Share of the question's letter trigrams found in the best title: likeness despite spelling. */
  titleLikeness: number;
  /** The rarest missing word when it is not a Dutch word (a name, slang, an unfixed typo), 0..1. */
  missingUnknown: number;
  /** Whether the text can hold the kind of answer asked for: 1 yes, -1 no, 0 nothing specific asked. */
  answerType: number;
  /**
   * FAQs: 1 when the question asks about something the answer leaves to a document ("voor
   * het openbaar vervoer gelden andere regels; die staan in het handboek"): the FAQ itself
   * says it does not answer that.
   */
  defers: number;
  /**
   * How much more of the question the best candidate of the other kind covers, when it also
   * holds the kind of answer asked for (0 when it covers less): an FAQ on the topic should
   * not beat a passage that states the asked detail, nor the other way round.
   */
  rivalEdge: number;
  /** FAQs: 1 when its question or a phrasing asks with the same question word ("wanneer", "hoe"), else -1; passages 0. */
  asksAlike: number;
  /** FAQs: 1 when the title that covers most of the question is a phrasing staff attached, else 0. Not scored. */
  byPhrasing: number;
};

export type GroupMatch = { group: QueryGroup; score: number; via: string; label: string };

/** How a question's groups are weighted: inverse document frequency over FAQs and passages together. */
export type Weights = {
  weight: number[];
  max: number;
  grams: Set<string>;
  dutch: boolean[];
  topic: boolean[];
  /** The question's kind by its question word (see questionWordOf), read once for all candidates. */
  questionWord: string;
};

// A question's setting (see settingOf) weighs this much: rare in the texts, a day or a
// place would otherwise weigh most.
const SETTING_WEIGHT = 0.5;

export function groupWeights(indexes: KnowledgeIndex[], groups: QueryGroup[], question: string): Weights {
  const total = indexes.reduce((n, i) => n + i.docs.length, 0);
  const df = (key: string) => indexes.reduce((n, i) => n + (i.postings[i.keyIds.get(key) ?? -1]?.length ?? 0), 0);
  const idf = (count: number) => Math.log((total + 1) / (count + 0.5));
  const setting = settingOf(question);
  const weight = groups.map((g) => {
    const exact = g.alternatives.filter((a) => a.via === "exact" || a.via === "part" || a.via === "typo");
    // The rarest form decides: a compound is as rare as its rarer parts together.
    const counts = exact.map((a) => Math.min(...a.keys.map(df)));
    let count = counts.length ? Math.max(...counts) : 0;
    // A thesaurus phrase ("wanneer moet ik werken") means what its synonyms say (rooster),
    // not its one common content word (werk): it is as rare as the commonest of them.
    if (/\s/.test(g.surface) && !g.surface.includes("…")) {
      const synonyms = g.alternatives.filter((a) => a.via === "synonym").map((a) => Math.min(...a.keys.map(df)));
      if (synonyms.length) count = Math.min(count, Math.max(...synonyms));
    }
    return idf(count) * (setting(g) ? SETTING_WEIGHT : 1);
  });
  // Staff's own synonyms read as the words they stand for, so "knaak" looks like "salaris".
  const written = groups.flatMap((g) => [g.surface, ...g.alternatives.filter((a) => a.own).map((a) => a.label)]);
  const grams = trigramsOf(written.flatMap((w) => w.split(" ")));
  return {
    weight,
    max: idf(0),
    grams,
    dutch: groups.map((g) => g.dutch),
    topic: groups.map((g) => g.topic),
    questionWord: questionWordOf(question),
  };
}

// A word found only inside a compound of the text ("geld" in "vakantiegeld") names
// something broader or other than the compound: it counts for this much.
const INSIDE_COMPOUND = 0.6;

// A passage is one long text: the words of a phrase found far apart in it ("je vaste
// aanspreekpunt voor je contract") do not say the phrase ("vast contract"). Its words count
// as together within the phrase's own length and one word more; further apart, this much.
const PHRASE_SLACK = 1;
const APART = 0.6;

// Where each key stands in a unit, built the first time a phrase is looked for in it: the
// index is kept per organisation, so each unit's table is built once, not per question.
const positionsByUnit = new WeakMap<Unit, Map<number, number[]>>();

function positionsOf(unit: Unit): Map<number, number[]> {
  let table = positionsByUnit.get(unit);
  if (!table) {
    table = new Map();
    for (let i = 0; i < unit.seqKeys.length; i++) {
      const list = table.get(unit.seqKeys[i]);
      if (list) list.push(unit.seqPos[i]);
      else table.set(unit.seqKeys[i], [unit.seqPos[i]]);
    }
    positionsByUnit.set(unit, table);
  }
  return table;
}

/** The fewest positions of the unit that hold every key (its smallest window). */
function spanOf(unit: Unit, ids: number[]): number {
  const table = positionsOf(unit);
  const hits = ids.flatMap((id, k) => (table.get(id) ?? []).map((pos) => [pos, k] as [number, number]));
  return smallestWindow(
    hits.sort((a, b) => a[0] - b[0]),
    ids.length,
  );
}

/** How well one unit matches a group: the best alternative whose keys it holds. */
function matchIn(index: KnowledgeIndex, unit: Unit, group: QueryGroup) {
  let best: { score: number; via: string; label: string } | null = null;
  for (const alt of group.alternatives) {
    if ((best && best.score >= alt.factor) || !fitsText(alt, unit.text)) continue;
    const ids = alt.keys.map((k) => index.keyIds.get(k));
    if (!ids.every((id) => unitHas(unit, id))) continue;
    // Parts of the question's own compound are meant to be found anywhere.
    const anywhere = alt.via === "part" || alt.via === "head";
    const whole = anywhere || ids.every((id) => unitHasWhole(unit, id));
    const apart =
      unit.field === "body" &&
      !anywhere &&
      ids.length > 1 &&
      spanOf(unit, ids as number[]) > Math.max(ids.length, alt.label.split(" ").length) + PHRASE_SLACK;
    const score = alt.factor * (whole ? 1 : INSIDE_COMPOUND) * (apart ? APART : 1);
    if (!best || score > best.score) best = { score, via: alt.via, label: alt.label };
  }
  return best;
}

export function featuresOf(
  index: KnowledgeIndex,
  doc: IndexedDoc,
  groups: QueryGroup[],
  weights: Weights,
  question: string,
) {
  const total = weights.weight.reduce((a, b) => a + b, 0) || 1;
  const titles = doc.units.filter((u) => u.field === "question" || u.field === "variant" || u.field === "heading");
  const bodies = doc.units.filter((u) => u.field === "answer" || u.field === "body");
  // Body text counts less for FAQs: an answer mentioning a word is weaker than a question asking it.
  const bodyFactor = doc.kind === "faq" ? 0.7 : 1;
  const matches: GroupMatch[] = [];
  let covered = 0;
  let bodyCovered = 0;
  let missing = 0;
  let missingWord = 0;
  let missingUnknown = 0;
  // Each title against each group once: the per-group best and the best single title both read it.
  // A phrasing counts as far as the question asks for its words: staff attach phrasings as
  // employees typed them, with context around the point ("ik heb een shift maar ..."), and a
  // question sharing only that context is not asking the same thing.
  const asked = new Map(
    titles.filter((u) => u.field === "variant").map((u) => [u, reverseCoverage(index, u, groups)] as const),
  );
  const trust = (unit: Unit) => asked.get(unit) ?? 1;
  const titleMatches = titles.map((unit) =>
    groups.map((group) => {
      const m = matchIn(index, unit, group);
      return m && { ...m, score: m.score * trust(unit) };
    }),
  );
  groups.forEach((group, g) => {
    let best: GroupMatch | null = null;
    for (const row of titleMatches) {
      const m = row[g];
      if (m && (!best || m.score > best.score)) best = { group, ...m };
    }
    let inBody = 0;
    for (const unit of bodies) {
      const m = matchIn(index, unit, group);
      if (m) inBody = Math.max(inBody, m.score);
      if (m && (!best || m.score * bodyFactor > best.score)) best = { group, ...m, score: m.score * bodyFactor };
    }
    bodyCovered += inBody * weights.weight[g];
    if (best) {
      matches.push(best);
      covered += best.score * weights.weight[g];
    }
    // Only another compound with the same head ("toeslag" of weekendtoeslag for huurtoeslag)
    // is a different thing: the topic still counts as missing.
    if (best && best.via !== "head") return;
    if (weights.topic[g]) missing = Math.max(missing, weights.weight[g] / weights.max);
    else if (weights.dutch[g]) missingWord = Math.max(missingWord, weights.weight[g] / weights.max);
    else missingUnknown = Math.max(missingUnknown, weights.weight[g] / weights.max);
  });
  let titleCoverage = 0;
  let bestTitle: Unit | null = null;
  titleMatches.forEach((row, u) => {
    const share = row.reduce((sum, m, g) => sum + (m?.score ?? 0) * weights.weight[g], 0) / total;
    if (share > titleCoverage || !bestTitle) {
      titleCoverage = Math.max(titleCoverage, share);
      bestTitle = titles[u];
    }
  });
  const features: Features = {
    coverage: covered / total,
    titleCoverage,
    reverse: doc.kind === "faq" && bestTitle ? (asked.get(bestTitle) ?? reverseCoverage(index, bestTitle, groups)) : 0,
    proximity: doc.kind === "passage" ? proximity(index, bodies[0], groups) : 0,
    missing,
    missingWord,
    words: groups.length,
    unmatched: groups.length ? 1 - matches.length / groups.length : 1,
    length: Math.log1p(bodies.reduce((n, u) => n + u.heads.length, 0)) / Math.log(1000),
    bodyCoverage: bodyCovered / total,
    titleLikeness: titleLikeness(doc, weights.grams, trust),
    missingUnknown,
    answerType: answerTypeMatch(question, doc.text),
    defers: asksDeferred(doc, groups, weights) ? 1 : 0,
    rivalEdge: 0,
    byPhrasing: (bestTitle as Unit | null)?.field === "variant" ? 1 : 0,
    // A phrasing's question word counts only when the question asks for most of its words.
    asksAlike:
      doc.kind === "faq"
        ? asksAlike(
            weights.questionWord,
            titles.filter((u) => trust(u) >= 0.5).map((u) => u.questionWord),
          )
        : 0,
  };
  return { features, matches };
}

/** Whether a word of the question is among what an FAQ leaves to a document (and names nowhere else). */
function asksDeferred(doc: IndexedDoc, groups: QueryGroup[], weights: Weights): boolean {
  if (!doc.deferred.size) return false;
  return groups.some(
    (g, i) =>
      weights.dutch[i] && g.alternatives.some((a) => a.factor >= 0.5 && a.keys.some((k) => doc.deferred.has(k))),
  );
}
