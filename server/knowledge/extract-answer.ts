import { pickSentences } from "./pick-sentences.ts";
import { sentences, wordKeys } from "./sentences.ts";

/**
 * The sentences of `text` that answer `question` best, verbatim and in their original
 * order, within `maxChars`: an answer drafted without an LLM that cannot contain anything
 * the source does not say.
 */
export function extractAnswer(question: string, text: string, maxChars = 450): string {
  const asked = wordKeys(question);
  const scored = sentences(text).map((sentence, index) => {
    let score = 0;
    for (const k of wordKeys(sentence)) if (asked.has(k)) score++;
    return { sentence, index, score };
  });
  return pickSentences(scored, maxChars);
}
