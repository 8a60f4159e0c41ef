import type { QueryGroup } from "../analysis/analyze-question.ts";
import { tokenize } from "../analysis/normalize.ts";
import { termOf } from "../analysis/term-keys.ts";
import { sentences } from "../sentences.ts";

/**
 * The sentences of a passage that answer the question's groups best, verbatim and in their
 * order, within `maxChars`: an extract that cannot say anything the document does not.
 * A sentence scores by the question words (or their synonyms and parts) it holds.
 */
export function extractForGroups(groups: QueryGroup[], text: string, maxChars = 450): string {
  const all = sentences(text).map((sentence, index) => {
    const keys = new Set<string>();
    for (const t of tokenize(sentence)) {
      const term = termOf(t.word);
      if (!term) continue;
      keys.add(term.key);
      for (const p of term.parts) keys.add(p);
    }
    let score = 0;
    for (const g of groups) {
      const hit = g.alternatives.filter((a) => a.keys.every((k) => keys.has(k))).map((a) => a.factor);
      if (hit.length) score += Math.max(...hit);
    }
    return { sentence, index, score };
  });
  const ranked = all.filter((s) => s.score > 0).sort((a, b) => b.score - a.score || a.index - b.index);
  const pool = ranked.length ? ranked : all;
  const picked: typeof all = [];
  let length = 0;
  for (const s of pool) {
    if (picked.length && length + s.sentence.length + 1 > maxChars) continue;
    // A sentence that adds nothing the best one lacks is left out when it scores far less.
    if (picked.length && s.score < pool[0].score * 0.5) break;
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
