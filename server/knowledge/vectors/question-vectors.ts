import type { Embedder } from "../../integrations/embeddings/create-embedder.ts";
import { readQuestions } from "../answer/split-questions.ts";
import type { Knowledge } from "../index/load-knowledge.ts";

const none = () => undefined;

/**
 * The embeddings of a message and of each question in it, in one request, as a lookup by
 * text. Without an embeddings API, without stored vectors, or when the request fails, the
 * lookup finds nothing and retrieval is lexical only: an outage never costs an answer.
 */
export async function questionVectors(
  embedder: Embedder | null,
  knowledge: Knowledge,
  message: string,
): Promise<(text: string) => Float32Array | undefined> {
  const stored = knowledge.vectors;
  if (!embedder || !stored || !(stored.faqs.present.includes(1) || stored.passages.present.includes(1))) return none;
  // Every text the answer ranks: the message, its questions, a question without its afterthought.
  const { questions, withoutAfterthought } = readQuestions(message);
  const texts = [...new Set([message, ...questions, ...(withoutAfterthought ? [withoutAfterthought] : [])])];
  try {
    const vectors = await embedder.embed(texts);
    const byText = new Map(texts.map((t, i) => [t, vectors[i]]));
    return (text) => byText.get(text);
  } catch {
    return none;
  }
}
