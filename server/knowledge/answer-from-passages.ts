import type { AiResponseMode } from "../../common/faq/faq-modes.ts";
import { nl } from "../../common/i18n/nl.ts";
import type { Llm } from "../integrations/llm/create-llm.ts";
import { addsFacts } from "./adds-facts.ts";
import { askedText } from "./answer/llm-assist.ts";
import { extractAnswer } from "./extract-answer.ts";
import type { KnowledgeHit } from "./search-knowledge.ts";

export type PassageAnswer = { answer: string; source: string; by: "llm" | "extract" };

const UNKNOWN = "ONBEKEND";

const SYSTEM_PROMPT = `Je schrijft antwoorden voor een HR-assistent die medewerkers via WhatsApp helpt.
Gebruik uitsluitend informatie uit de bronnen die je krijgt. Voeg geen feiten, getallen, data of voorwaarden toe die niet in de bronnen staan.
Schrijf kort (hoogstens vier zinnen), vriendelijk en in het Nederlands, en spreek de medewerker aan met "je".
Staat het antwoord niet in de bronnen, antwoord dan precies: ${UNKNOWN}`;

/**
 * An answer to `question` from retrieved passages (best first), ending with the source
 * document. 'exact' quotes the best passage's most relevant sentences; 'reformulate' lets
 * the LLM (when configured) rewrite the sources, shaped by the organisation's instructions,
 * and falls back to the quote when the model fails, does not know, or states a number the
 * sources do not. `context` holds the employee's earlier words the question leans on.
 */
export async function answerFromPassages(
  llm: Llm | null,
  question: string,
  passages: Omit<KnowledgeHit, "needed">[],
  mode: AiResponseMode,
  instructions = "",
  context?: string,
): Promise<PassageAnswer> {
  const best = passages[0];
  const cite = (text: string) => `${text}\n\n${nl.assistant.citation(best.source)}`;
  if (mode === "reformulate" && llm) {
    const sources = passages.map((p, i) => `[${i + 1}] ${p.source}${p.title ? ` — ${p.title}` : ""}\n${p.text}`);
    const system = instructions.trim()
      ? `${SYSTEM_PROMPT}\n\nInstructies van de organisatie over toon en stijl (nooit over feiten):\n${instructions.trim()}`
      : SYSTEM_PROMPT;
    try {
      const reply = await llm.complete([
        { role: "system", content: system },
        { role: "user", content: `Bronnen:\n\n${sources.join("\n\n")}\n\n${askedText(question, context)}` },
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
      // The model is optional: an outage or timeout costs the rewrite, not the answer.
    }
  }
  return { answer: cite(extractAnswer(question, best.text)), source: best.source, by: "extract" };
}
