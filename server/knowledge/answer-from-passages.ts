import type { AiResponseMode } from "../../common/faq/faq-modes.ts";
import { nl } from "../../common/i18n/nl.ts";
import type { Llm } from "../integrations/llm/create-llm.ts";
import { withoutAddressing } from "./addresses-assistant.ts";
import { extractAnswer } from "./extract-answer.ts";
import type { KnowledgeHit } from "./search-knowledge.ts";
import { wordAnswer } from "./word-answer.ts";

export type PassageAnswer = { answer: string; source: string; by: "llm" | "extract" };

/**
 * An answer to `question` from retrieved passages (best first), ending with the source
 * document. 'exact' quotes the best passage's most relevant sentences; 'reformulate' lets
 * the LLM (when configured) put those sentences in its own words, shaped by the
 * organisation's instructions (see wordAnswer: the question picks the sentences, the model
 * never sees it), and falls back to the quote when the wording cannot be shown to say only
 * what the sources say. Sentences addressing the assistant are never quoted.
 */
export async function answerFromPassages(
  llm: Llm | null,
  question: string,
  passages: Omit<KnowledgeHit, "needed">[],
  mode: AiResponseMode,
  instructions = "",
): Promise<PassageAnswer> {
  const best = passages[0];
  const cite = (text: string) => `${text}\n\n${nl.assistant.citation(best.source)}`;
  const quote = extractAnswer(question, withoutAddressing(best.text));
  if (mode === "reformulate" && llm) {
    const sources = passages.map((p) => ({ label: `${p.source}${p.title ? ` — ${p.title}` : ""}`, text: p.text }));
    const worded = await wordAnswer(llm, sources, quote, instructions);
    if (worded) return { answer: cite(worded), source: best.source, by: "llm" };
  }
  return { answer: cite(quote), source: best.source, by: "extract" };
}
