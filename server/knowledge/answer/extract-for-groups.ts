import type { QueryGroup } from "../analysis/analyze-question.ts";
import { tokenize } from "../analysis/normalize.ts";
import { termOf } from "../analysis/term-keys.ts";
import { pickSentences } from "../pick-sentences.ts";
import { sentences } from "../sentences.ts";

/**
 * The sentences of a passage that answer the question's groups best, verbatim and in their
 * order, within `maxChars`. A sentence scores by the question words (or their synonyms and
 * parts) it holds; one scoring under half the best is left out.
 */
export function extractForGroups(groups: QueryGroup[], text: string, maxChars = 450): string {
  const scored = sentences(text).map((sentence, index) => {
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
  return pickSentences(scored, maxChars, 0.5);
}
