import { findAnswer } from "../../knowledge/answer/find-answer.ts";
import type { MessageReads } from "./message-reads.ts";

/**
 * Whether the organisation's knowledge base (as its active agent may use it) answers a short
 * text confidently on its words alone: "reiskosten" asks enough to be answered at once. No
 * model is asked; the answer itself is composed afterwards as for any message, from the same
 * reads (`reads`), which keep this ranking for it.
 */
export async function confidentlyAnswered(
  reads: Pick<MessageReads, "knowledge">,
  text: string,
  // The same model as the answer's, so both read one cached index.
  embeddingModel?: string,
): Promise<boolean> {
  const { knowledge, wordRankings } = await reads.knowledge(embeddingModel);
  const found = wordRankings.get(text) ?? findAnswer(knowledge, text);
  wordRankings.set(text, found);
  return found.outcome === "answer";
}
