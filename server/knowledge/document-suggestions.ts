import { sql } from "kysely";
import type { FaqSuggestion } from "../../common/faq/faq-suggestion.ts";
import { nl } from "../../common/i18n/nl.ts";
import type { Db } from "../db/connect.ts";
import { decompound } from "./analysis/decompound.ts";
import { isDutchWord, namesThing } from "./analysis/dutch-lexicon.ts";
import { answerableDocument } from "./answerable-document.ts";
import { knowledgeWords } from "./knowledge-words.ts";
import { sectionOpening } from "./section-opening.ts";
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

/**
 * Whether a heading names the document it opens: it shares a word of six letters or more
 * with the file's name ("Personeelshandboek Bakkerij Vos" in personeelshandboek.md). Such a
 * title is what the document is, not a subject an employee asks about; a first section
 * ("Verlof" in personeelsgids.md) is.
 */
function namesFile(heading: string, filename: string): boolean {
  const words = new Set(heading.toLocaleLowerCase("nl-NL").split(/[^\p{L}\p{N}]+/u));
  return filename
    .replace(/\.[a-z]+$/i, "")
    .toLocaleLowerCase("nl-NL")
    .split(/[^\p{L}\p{N}]+/u)
    .some((w) => w.length >= 6 && words.has(w));
}

const lowerFirst = (s: string) => s.charAt(0).toLocaleLowerCase("nl-NL") + s.slice(1);

/**
 * Questions the organisation's documents answer: questions the documents ask themselves
 * (an FAQ section), section headings turned into questions, and nouns many passages are
 * about (frequent topics). Each with a drafted answer when the text gives one.
 */
export async function documentSuggestions(db: Db, organizationId: string): Promise<FaqSuggestion[]> {
  const { rows } = await sql<{
    document: string;
    filename: string;
    position: number;
    heading: string;
    content: string;
  }>`
    select d.id as document, d.filename, p.position, p.heading, p.content
    from (select id, filename, created_at from documents
          where organization_id = ${organizationId} and processing_status = 'completed'
            -- A staff list suggests no FAQs either, until an admin allows it for answers.
            and ${answerableDocument("documents")}
          order by created_at desc limit ${DOCUMENTS}) d,
    lateral (select heading, content, position from document_passages
             where document_id = d.id order by position limit ${PASSAGES_PER_DOCUMENT}) p
    order by d.created_at desc, p.position`.execute(db);

  const out: FaqSuggestion[] = [];
  const headings = new Set<string>();
  const topicCounts = new Map<string, number>();
  const headingsOf = new Map<string, Set<string>>();
  for (const row of rows) headingsOf.set(row.document, (headingsOf.get(row.document) ?? new Set()).add(row.heading));
  for (const { document, filename, position, heading, content } of rows) {
    const said = sentences(content);
    said.forEach((sentence, i) => {
      if (!sentence.endsWith("?") || sentence.length < 15 || sentence.length > 160) return;
      const answer = said
        .slice(i + 1, i + 3)
        .filter((s) => !s.endsWith("?"))
        .join(" ");
      out.push({ question: sentence, answer: answer || undefined, confidence: answer ? 0.85 : 0.55 });
    });
    const title = position === 0 && (headingsOf.get(document)?.size ?? 0) > 1 && namesFile(heading, filename);
    if (heading && !title && !headings.has(heading) && heading.length <= 80 && /\p{L}{3}/u.test(heading)) {
      headings.add(heading);
      const answer = sectionOpening(content, 450);
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
