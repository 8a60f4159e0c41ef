import { sql } from "kysely";
import type { Db } from "../db/connect.ts";
import { knowledgeWords } from "./knowledge-words.ts";

// Below this trigram similarity a "correction" is more often a different word than a typo.
const MIN_SIMILARITY = 0.4;

/**
 * Replaces each word of `text` that occurs nowhere in the organisation's FAQs and documents
 * (and is not a Dutch stop word) with the most similar word that does, when one is close
 * enough: "vakantiedgen" becomes "vakantiedagen". Known words are never touched.
 */
export async function correctTypos(db: Db, organizationId: string, text: string): Promise<string> {
  const words = [...new Set(knowledgeWords(text))];
  if (!words.length) return text;
  const { rows } = await sql<{ word: string; fix: string | null }>`
    select w as word, (
      select t.term from knowledge_terms t
      where t.organization_id = ${organizationId} and t.term % w and similarity(t.term, w) >= ${MIN_SIMILARITY}
      order by similarity(t.term, w) desc, t.term
      limit 1
    ) as fix
    from unnest(${words}::text[]) w
    where numnode(plainto_tsquery('dutch', w)) > 0
      and not exists (select 1 from knowledge_terms k where k.organization_id = ${organizationId} and k.term = w)`.execute(
    db,
  );
  const fixes = new Map(rows.filter((r) => r.fix).map((r) => [r.word, r.fix as string]));
  if (!fixes.size) return text;
  return text.replace(/\p{L}+/gu, (token) => fixes.get(token.toLowerCase()) ?? token);
}
