import type { Embedder } from "../../integrations/embeddings/create-embedder.ts";
import { readQuestions } from "../answer/split-questions.ts";
import type { Knowledge } from "../index/load-knowledge.ts";

const none = () => undefined;

/**
 * The embeddings of each question in a message, in one request, as a lookup by text. Only
 * the questions go out, never a longer message whole (with the phone number or the
 * colleague's illness written beside them), and none that `keepPrivate` holds back (a
 * sick report). The whole message's own reading is then ranked on its words alone. Without an embeddings API, without stored vectors, or when the request
 * fails, the lookup finds nothing and retrieval is lexical only: an outage never costs an
 * answer.
 */
export async function questionVectors(
  embedder: Embedder | null,
  knowledge: Knowledge,
  message: string,
  keepPrivate: (text: string) => boolean = () => false,
): Promise<(text: string) => Float32Array | undefined> {
  const stored = knowledge.vectors;
  if (!embedder || !stored || !(stored.faqs.present.includes(1) || stored.passages.present.includes(1))) return none;
  // Every question the answer ranks (one with an afterthought: without it), each looked up
  // by the text the ranking asks with and embedded as its question sentences alone.
  const { questions, withoutAfterthought } = readQuestions(message);
  const asked = withoutAfterthought ? [withoutAfterthought] : questions;
  // A message of one question is asked as it came, untrimmed.
  const readings = questions.length === 1 && !withoutAfterthought ? [...asked, message] : asked;
  const sent = new Map(readings.map((q) => [q, questionOnly(q)] as const).filter(([, text]) => !keepPrivate(text)));
  const texts = [...new Set(sent.values())];
  if (!texts.length) return none;
  try {
    const vectors = await embedder.embed(texts);
    const byText = new Map(texts.map((t, i) => [t, vectors[i]]));
    return (text) => {
      const own = sent.get(text);
      return own === undefined ? undefined : byText.get(own);
    };
  } catch {
    return none;
  }
}

/**
 * A question without the statements written before it ("tel 06-12345678. mijn collega
 * heeft kanker. hoeveel vakantiedagen heb ik?" → the last sentence): its sentences that ask
 * something, or the text as it is when none does.
 */
export function questionOnly(text: string): string {
  const asking = text
    .trim()
    .split(/(?<=[.!?])\s+/)
    .filter((s) => s.endsWith("?"));
  return asking.length ? asking.join(" ") : text.trim();
}
