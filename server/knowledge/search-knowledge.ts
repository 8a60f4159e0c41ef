import type { Db } from "../db/connect.ts";
import { type FoundAnswer, findAnswer } from "./answer/find-answer.ts";
import { loadKnowledge } from "./index/load-knowledge.ts";
import type { Candidate } from "./scoring/rank-candidates.ts";
import { answerThreshold, probabilityOf } from "./scoring/scorer.ts";

export type KnowledgeHit = {
  kind: "faq" | "passage";
  id: string;
  /** 0..1: the calibrated probability that this candidate answers the question. */
  score: number;
  /** The score its kind needs before the assistant sends it. */
  needed: number;
  title: string;
  text: string;
  /** The FAQ question or the document's title (documentTitle), for citations. */
  source: string;
};

export type KnowledgeResult = { faqs: KnowledgeHit[]; passages: KnowledgeHit[] };

/**
 * Active FAQs and document passages of one organisation ranked for a question on the one
 * calibrated scale the assistant answers with (see answer/find-answer.ts). Each hit's
 * score is its probability of being right when set against its strongest competitor.
 */
export async function searchKnowledge(
  db: Db,
  organizationId: string,
  question: string,
  limit = 5,
): Promise<KnowledgeResult> {
  return hitsOf([findAnswer(await loadKnowledge(db, organizationId), question)], limit);
}

/** The candidates of one or more answered questions as hits per kind, best first. */
export function hitsOf(found: FoundAnswer[], limit = 5): KnowledgeResult {
  const ranked = found.flatMap((f) => f.ranked).sort((a, b) => b.logit - a.logit);
  const hits = (kind: "faq" | "passage") => {
    const seen = new Set<string>();
    return ranked
      .filter((c) => c.doc.kind === kind && !seen.has(c.doc.id) && seen.add(c.doc.id))
      .slice(0, limit)
      .map((c) => toHit(c, ranked));
  };
  return { faqs: hits("faq"), passages: hits("passage") };
}

function toHit(c: Candidate, ranked: Candidate[]): KnowledgeHit {
  const rival = ranked.find((r) => r.doc.id !== c.doc.id);
  return {
    kind: c.doc.kind,
    id: c.doc.id,
    score: probabilityOf(c, rival?.logit ?? null),
    needed: answerThreshold(c.doc.kind),
    title: c.doc.title,
    text: c.doc.text,
    source: c.doc.source,
  };
}
