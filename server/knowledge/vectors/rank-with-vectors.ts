import type { QueryGroup } from "../analysis/analyze-question.ts";
import type { KnowledgeIndex } from "../index/knowledge-index.ts";
import { type Candidate, rankCandidates } from "../scoring/rank-candidates.ts";
import type { ScorerWeights } from "../scoring/scorer.ts";
import { fuseRanks } from "./fuse-ranks.ts";
import type { VectorIndex } from "./load-vectors.ts";
import { nearest } from "./nearest.ts";

// Nearest documents by meaning taken from each kind: more only adds candidates the fused
// order ranks low anyway.
const NEIGHBOURS = 10;

/**
 * Candidates from the word index and, with vectors, from the nearest by meaning: both
 * get the same features and calibrated score; their order is the reciprocal rank fusion
 * of the word ranking and the similarity ranking.
 */
export function rankWithVectors(
  indexes: { faqs: KnowledgeIndex; passages: KnowledgeIndex },
  groups: QueryGroup[],
  question: string,
  weights: ScorerWeights | undefined,
  vectors: VectorIndex | null,
  queryVector: Float32Array | undefined,
): Candidate[] {
  const list = [indexes.faqs, indexes.passages];
  if (!vectors || !queryVector) return rankCandidates(list, groups, question, weights);
  const near = [nearest(vectors.faqs, queryVector, NEIGHBOURS), nearest(vectors.passages, queryVector, NEIGHBOURS)];
  const lexical = rankCandidates(
    list,
    groups,
    question,
    weights,
    near.map((n) => n.map((x) => x.docNo)),
  );
  const similarity = new Map(near.flatMap((n, i) => n.map((x) => [list[i].docs[x.docNo], x.similarity] as const)));
  for (const c of lexical) c.similarity = similarity.get(c.doc);
  return fuseRanks(lexical, (c) => c.similarity);
}
