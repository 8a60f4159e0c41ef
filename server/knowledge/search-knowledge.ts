import { sql } from "kysely";
import type { Db } from "../db/connect.ts";

export type KnowledgeHit = {
  kind: "faq" | "passage";
  id: string;
  /** 0..1, higher is better (cover density rank normalised as rank / (rank + 1)). */
  score: number;
  title: string;
  text: string;
  /** The FAQ question or the document's filename, for citations. */
  source: string;
};

/**
 * Ranked active FAQs and document passages of one organisation for a Dutch question:
 * Dutch stemming and stop words (the 'dutch' text search configuration), any-term matching
 * ranked by cover density (terms close together score higher), and headings/questions
 * weighted above body text. Only rows of `organizationId` are ever read.
 */
export async function searchKnowledge(
  db: Db,
  organizationId: string,
  question: string,
  limit = 5,
): Promise<{ faqs: KnowledgeHit[]; passages: KnowledgeHit[] }> {
  // plainto_tsquery stems and drops stop words. All words must match first (few rows to
  // rank); only when that finds too little does any word do, ranking rewarding the rows
  // with the most of them.
  const all = sql<string>`plainto_tsquery('dutch', ${question})`;
  const any = sql<string>`replace(plainto_tsquery('dutch', ${question})::text, '&', '|')::tsquery`;
  const strict = await run(all);
  if (strict.faqs.length + strict.passages.length >= limit) return strict;
  const loose = await run(any);
  return {
    faqs: mergeHits(strict.faqs, loose.faqs, limit),
    passages: mergeHits(strict.passages, loose.passages, limit),
  };

  async function run(query: typeof all) {
    const [faqs, passages] = await Promise.all([
      sql<{ id: string; question: string; answer: string; rank: number }>`
      select id, question, answer, ts_rank_cd(search_vector, t.q, 32) as rank
      from faqs, (select ${query} as q) t
      where organization_id = ${organizationId} and is_active and search_vector @@ t.q
      order by rank desc, created_at desc
      limit ${limit}`.execute(db),
      sql<{ id: string; heading: string; content: string; filename: string; rank: number }>`
      select p.id::text as id, p.heading, p.content, d.filename, ts_rank_cd(p.search_vector, t.q, 32) as rank
      from document_passages p join documents d on d.id = p.document_id, (select ${query} as q) t
      where p.organization_id = ${organizationId} and p.search_vector @@ t.q
      order by rank desc, p.position
      limit ${limit}`.execute(db),
    ]);
    return {
      faqs: faqs.rows.map((r) => ({
        kind: "faq",
        id: r.id,
        score: Number(r.rank),
        title: r.question,
        text: r.answer,
        source: r.question,
      })),
      passages: passages.rows.map((r) => ({
        kind: "passage",
        id: r.id,
        score: Number(r.rank),
        title: r.heading,
        text: r.content,
        source: r.filename,
      })),
    } as { faqs: KnowledgeHit[]; passages: KnowledgeHit[] };
  }
}

/** Rows that matched every word come first; then the best any-word matches. */
function mergeHits(first: KnowledgeHit[], rest: KnowledgeHit[], limit: number): KnowledgeHit[] {
  const seen = new Set(first.map((h) => h.id));
  return [...first, ...rest.filter((h) => !seen.has(h.id))].slice(0, limit);
}
