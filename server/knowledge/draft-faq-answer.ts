import type { Db } from "../db/connect.ts";
import type { Llm } from "../integrations/llm/create-llm.ts";
import { addsFacts } from "./adds-facts.ts";
import { extractAnswer } from "./extract-answer.ts";
import { searchKnowledge } from "./search-knowledge.ts";

export type FaqDraft = { answer: string; source: string; by: "llm" | "extract" };

const SOURCES = 3;
const UNKNOWN = "ONBEKEND";

const SYSTEM_PROMPT = `Je schrijft antwoorden voor de FAQ van een HR-assistent die medewerkers via WhatsApp helpt.
Gebruik uitsluitend informatie uit de bronnen die je krijgt. Voeg geen feiten, getallen, data of voorwaarden toe die niet in de bronnen staan.
Schrijf kort (hoogstens vier zinnen), vriendelijk en in het Nederlands, en spreek de medewerker aan met "je".
Staat het antwoord niet in de bronnen, antwoord dan precies: ${UNKNOWN}`;

/**
 * faq-assist 'answer': a draft answer to `question` from the organisation's own documents,
 * naming the source document. 'exact' quotes the best passage's most relevant sentences;
 * 'reformulate' lets the LLM (when configured) rewrite the sources into a direct answer,
 * and falls back to the quote when the model fails, says it does not know, or states a
 * number the sources do not. Null when the documents hold nothing on the question.
 */
export async function draftFaqAnswer(
  db: Db,
  llm: Llm | null,
  organizationId: string,
  question: string,
  mode: "exact" | "reformulate",
): Promise<FaqDraft | null> {
  const { passages } = await searchKnowledge(db, organizationId, question, SOURCES);
  if (!passages.length) return null;
  const best = passages[0];
  const cite = (text: string) => `${text}\n\nBron: ${best.source}`;
  const quoted = extractAnswer(question, best.text);

  if (mode === "reformulate" && llm) {
    const sources = passages.map((p, i) => `[${i + 1}] ${p.source}${p.title ? ` — ${p.title}` : ""}\n${p.text}`);
    try {
      const reply = await llm.complete([
        { role: "system", content: SYSTEM_PROMPT },
        { role: "user", content: `Bronnen:\n\n${sources.join("\n\n")}\n\nVraag: ${question}` },
      ]);
      if (
        !reply.includes(UNKNOWN) &&
        !addsFacts(
          reply,
          passages.map((p) => p.text),
        )
      ) {
        return { answer: cite(reply), source: best.source, by: "llm" };
      }
    } catch {
      // The model is optional: an outage or timeout costs the rewrite, not the draft.
    }
  }
  return { answer: cite(quoted), source: best.source, by: "extract" };
}
