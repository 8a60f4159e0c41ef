import { sentences, wordKeys } from "./sentences.ts";

/**
 * The sentences of `text` that answer `question` best, verbatim and in their original
 * order, within `maxChars`: an answer drafted without an LLM that cannot contain anything
 * the source does not say.
 */
export function extractAnswer(question: string, text: string, maxChars = 450): string {
  const asked = wordKeys(question);
  const all = sentences(text);
  const scored = all.map((sentence, index) => {
    const keys = wordKeys(sentence);
    let overlap = 0;
    for (const k of keys) if (asked.has(k)) overlap++;
    return { sentence, index, overlap };
  });
  const ranked = scored.filter((s) => s.overlap > 0).sort((a, b) => b.overlap - a.overlap || a.index - b.index);
  // Nothing overlaps (a paraphrase): the passage's opening is the best guess.
  const pool = ranked.length ? ranked : scored;
  const picked: typeof scored = [];
  let length = 0;
  for (const s of pool) {
    if (picked.length && length + s.sentence.length + 1 > maxChars) continue;
    picked.push(s);
    length += s.sentence.length + 1;
    if (picked.length === 3) break;
  }
  const answer = picked
    .sort((a, b) => a.index - b.index)
    .map((s) => s.sentence)
    .join(" ");
  return answer.length > maxChars ? `${answer.slice(0, maxChars - 1).replace(/\s+\S*$/, "")}…` : answer;
}
