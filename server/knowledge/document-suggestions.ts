import { sql } from "kysely";
import type { FaqSuggestion } from "../../common/faq/faq-suggestion.ts";
import { nl } from "../../common/i18n/nl.ts";
import type { Db } from "../db/connect.ts";
import { decompound } from "./analysis/decompound.ts";
import { isDutchWord, namesThing } from "./analysis/dutch-lexicon.ts";
import { extractAnswer } from "./extract-answer.ts";
import { knowledgeWords } from "./knowledge-words.ts";
import { sentences } from "./sentences.ts";

// Newest documents first, their opening passages: enough for headings and stated questions
// without reading a 50 MB handbook on every dialog open.
const DOCUMENTS = 20;
const PASSAGES_PER_DOCUMENT = 300;
const TOPICS = 3;

/**
 * A noun: listed as one, or, for a compound the word list does not hold ("fietsvergoeding",
 * "reiskosten"), ending in one. A listed word that is no noun ("maximaal") is not split:
 * "maxi" + "maal" would make it one.
 */
const isThing = (word: string) => (isDutchWord(word) ? namesThing(word) : namesThing(decompound(word)?.at(-1) ?? ""));

const lowerFirst = (s: string) => s.charAt(0).toLocaleLowerCase("nl-NL") + s.slice(1);

/**
 * Questions the organisation's documents answer: questions the documents ask themselves
 * (an FAQ section), section headings turned into questions, and nouns many passages are
 * about (frequent topics). Each with a drafted answer when the text gives one.
 */
export async function documentSuggestions(db: Db, organizationId: string): Promise<FaqSuggestion[]> {
  const { rows } = await sql<{ heading: string; content: string }>`
    select p.heading, p.content
    from (select id, created_at from documents
          where organization_id = ${organizationId} and processing_status = 'completed'
          order by created_at desc limit ${DOCUMENTS}) d,
    lateral (select heading, content, position from document_passages
             where document_id = d.id order by position limit ${PASSAGES_PER_DOCUMENT}) p
    order by d.created_at desc, p.position`.execute(db);

  const out: FaqSuggestion[] = [];
  const headings = new Set<string>();
  const topicCounts = new Map<string, number>();
  for (const { heading, content } of rows) {
    const said = sentences(content);
    said.forEach((sentence, i) => {
      if (!sentence.endsWith("?") || sentence.length < 15 || sentence.length > 160) return;
      const answer = said
        .slice(i + 1, i + 3)
        .filter((s) => !s.endsWith("?"))
        .join(" ");
      out.push({ question: sentence, answer: answer || undefined, confidence: answer ? 0.85 : 0.55 });
    });
    if (heading && !headings.has(heading) && heading.length <= 80 && /\p{L}{3}/u.test(heading)) {
      headings.add(heading);
      const answer = extractAnswer(heading, content, 300);
      out.push({
        question: heading.endsWith("?") ? heading : nl.faq.suggestedAboutHeading(lowerFirst(heading)),
        answer,
        confidence: sentences(answer).length >= 2 ? 0.75 : 0.6,
      });
    }
    for (const word of new Set(knowledgeWords(content))) {
      if (word.length >= 7) topicCounts.set(word, (topicCounts.get(word) ?? 0) + 1);
    }
  }
  const headingWords = new Set([...headings].flatMap((h) => knowledgeWords(h)));
  const topics = [...topicCounts]
    // Things, not qualities or manners: "maximaal" and "ongeveer" are frequent but no topic.
    .filter(([word, count]) => count >= 3 && !headingWords.has(word) && isThing(word))
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOPICS);
  for (const [word, count] of topics) {
    out.push({ question: nl.faq.suggestedAboutWord(word), confidence: Math.min(0.5, 0.35 + count / 200) });
  }
  return out;
}
