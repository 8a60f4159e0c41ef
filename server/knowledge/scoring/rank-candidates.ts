import type { QueryGroup } from "../analysis/analyze-question.ts";
import { type IndexedDoc, type KnowledgeIndex, titleLikeness } from "../index/knowledge-index.ts";
import { type Features, featuresOf, type GroupMatch, groupWeights } from "./candidate-features.ts";
import { logitOf, type ScorerWeights } from "./scorer.ts";

export type Candidate = {
  doc: IndexedDoc;
  features: Features;
  matches: GroupMatch[];
  logit: number;
  /** Cosine similarity to the question, when vectors found this candidate among the nearest. */
  similarity?: number;
};

// Detailed features are computed for this many of each kind, picked by a cheap score.
const SHORTLIST = 30;
const MAX_LIKENESS_SCAN = 3000;

/**
 * FAQs and passages ranked on one scale for a question's groups: a rarity-weighted count
 * over the postings shortlists each kind, then every shortlisted candidate is scored by
 * the fitted model on its features (coverage, title, proximity, what is missing). `extra`
 * holds further doc numbers per index to score (the nearest by meaning, when vectors exist).
 */
export function rankCandidates(
  indexes: KnowledgeIndex[],
  groups: QueryGroup[],
  question: string,
  weights?: ScorerWeights,
  extra?: ReadonlyArray<ReadonlyArray<number>>,
): Candidate[] {
  if (!groups.length) return [];
  const w = groupWeights(indexes, groups, question);
  const out: Candidate[] = [];
  indexes.forEach((index, indexNo) => {
    const acc = new Float64Array(index.docs.length);
    const lastGroup = new Int32Array(index.docs.length).fill(-1);
    const touched: number[] = [];
    groups.forEach((group, g) => {
      for (const alt of group.alternatives)
        for (const key of alt.keys) {
          for (const doc of index.postings[index.keyIds.get(key) ?? -1] ?? []) {
            if (lastGroup[doc] === g) continue;
            if (lastGroup[doc] === -1) touched.push(doc);
            lastGroup[doc] = g;
            acc[doc] += w.weight[g] * alt.factor;
          }
        }
    });
    // FAQs are few: one that shares no key but looks alike letter by letter (a misspelt or
    // differently compounded question) still gets scored.
    if (index.docs.length <= MAX_LIKENESS_SCAN)
      index.docs.forEach((doc, docNo) => {
        if (lastGroup[docNo] === -1 && doc.kind === "faq" && titleLikeness(doc, w.grams) >= 0.4) touched.push(docNo);
      });
    touched.sort((a, b) => acc[b] - acc[a]);
    const shortlist = new Set(touched.slice(0, SHORTLIST));
    for (const docNo of extra?.[indexNo] ?? []) shortlist.add(docNo);
    for (const docNo of shortlist) {
      const doc = index.docs[docNo];
      const { features, matches } = featuresOf(index, doc, groups, w, question);
      out.push({ doc, features, matches, logit: 0 });
    }
  });
  const best = { faq: 0, passage: 0 };
  for (const c of out)
    if (c.features.answerType >= 0) best[c.doc.kind] = Math.max(best[c.doc.kind], c.features.coverage);
  for (const c of out) {
    c.features.rivalEdge = Math.max(0, best[c.doc.kind === "faq" ? "passage" : "faq"] - c.features.coverage);
    c.logit = logitOf(c.doc.kind, c.features, weights);
  }
  return out.sort((a, b) => b.logit - a.logit);
}
