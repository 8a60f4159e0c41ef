import type { AiResponseMode } from "../../common/faq/faq-modes.ts";
import type { Db } from "../db/connect.ts";
import type { Llm } from "../integrations/llm/create-llm.ts";
import { answerFromPassages, type PassageAnswer } from "./answer-from-passages.ts";
import { searchKnowledge } from "./search-knowledge.ts";

const SOURCES = 3;

/**
 * faq-assist 'answer': a draft answer to `question` from the organisation's own documents
 * in the chosen mode, naming the source document. Null when the documents hold nothing on
 * the question.
 */
export async function draftFaqAnswer(
  db: Db,
  llm: Llm | null,
  organizationId: string,
  question: string,
  mode: AiResponseMode,
): Promise<PassageAnswer | null> {
  const { passages } = await searchKnowledge(db, organizationId, question, SOURCES);
  if (!passages.length) return null;
  return answerFromPassages(llm, question, passages, mode);
}
