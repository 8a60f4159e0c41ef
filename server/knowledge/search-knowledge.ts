import { sql } from "kysely";
import type { Db } from "../db/connect.ts";
import { correctTypos } from "./correct-typos.ts";
import { withoutQuestionWords } from "./question-words.ts";

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

export type KnowledgeResult = { faqs: KnowledgeHit[]; passages: KnowledgeHit[]; query: string };

// Ranking reads every candidate's tsvector (~13 µs a row here), so a question whose words
// occur nearly everywhere would cost 100+ ms to rank in full. Past this many matches the
// words do not discriminate anyway; any bounded sample ranks as well as the whole.
const CANDIDATES = 400;

/**
 * Ranked active FAQs and document passages of one organisation for a Dutch question:
 * question phrasing dropped ("hoeveel", "krijg"), unknown words corrected against the
 * organisation's vocabulary (typos), Dutch stemming and stop words (the 'dutch' text search
 * configuration), rows with all words before rows with some, ranked by cover density
 * (words close together score higher) with headings/questions weighted above body text.
 * Only rows of `organizationId` are ever read.
 */
export async function searchKnowledge(
  db: Db,
  organizationId: string,
  question: string,
  limit = 5,
): Promise<KnowledgeResult> {
  const query = await correctTypos(db, organizationId, withoutQuestionWords(question));
  const all = sql<string>`plainto_tsquery('dutch', ${query})`;
  const strict = await run(all);
  if (strict.faqs.length + strict.passages.length >= limit) return { ...strict, query };
  const any = sql<string>`replace(plainto_tsquery('dutch', ${query})::text, '&', '|')::tsquery`;
  const loose = await run(any);
  return {
    faqs: mergeHits(strict.faqs, loose.faqs, limit),
    passages: mergeHits(strict.passages, loose.passages, limit),
    query,
  };

  async function run(tsquery: typeof all) {
    const [faqs, passages] = await Promise.all([
      sql<{ id: string; question: string; answer: string; rank: number }>`
      select c.id, c.question, c.answer, ts_rank_cd(c.search_vector, t.q, 32) as rank
      from (select ${tsquery} as q) t, lateral (
        select id, question, answer, search_vector, created_at from faqs
        where organization_id = ${organizationId} and is_active and search_vector @@ t.q
        limit ${CANDIDATES}
      ) c
      order by rank desc, c.created_at desc
      limit ${limit}`.execute(db),
      sql<{ id: string; heading: string; content: string; filename: string; rank: number }>`
      select c.id::text as id, c.heading, c.content, d.filename, ts_rank_cd(c.search_vector, t.q, 32) as rank
      from (select ${tsquery} as q) t, lateral (
        select id, document_id, position, heading, content, search_vector from document_passages
        where organization_id = ${organizationId} and search_vector @@ t.q
          and exists (select 1 from documents d where d.id = document_id and d.processing_status = 'completed')
        limit ${CANDIDATES}
      ) c join documents d on d.id = c.document_id
      order by rank desc, c.position
      limit ${limit}`.execute(db),
    ]);
    return {
      faqs: faqs.rows.map(
        (r): KnowledgeHit => ({
          kind: "faq",
          id: r.id,
          score: Number(r.rank),
          title: r.question,
          text: r.answer,
          source: r.question,
        }),
      ),
      passages: passages.rows.map(
        (r): KnowledgeHit => ({
          kind: "passage",
          id: r.id,
          score: Number(r.rank),
          title: r.heading,
          text: r.content,
          source: r.filename,
        }),
      ),
    };
  }
}

/** Rows that matched every word come first; then the best any-word matches. */
function mergeHits(first: KnowledgeHit[], rest: KnowledgeHit[], limit: number): KnowledgeHit[] {
  const seen = new Set(first.map((h) => h.id));
  return [...first, ...rest.filter((h) => !seen.has(h.id))].slice(0, limit);
}
