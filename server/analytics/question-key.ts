import { fold, tokenize } from "../knowledge/analysis/normalize.ts";
import { termOf } from "../knowledge/analysis/term-keys.ts";

/**
 * A question's content: the matching keys of its words (the knowledge analyser's, so
 * inflections, diminutives and compounds meet: "loonstrookje"/"loonstroken"), stop words
 * and phrasing words dropped, as a sorted set. Questions alike share it.
 */
export function questionKey(question: string): string {
  const keys = new Set<string>();
  for (const token of tokenize(question)) {
    const term = termOf(token.word);
    if (term) keys.add(term.key);
  }
  return keys.size ? [...keys].sort().join(" ") : fold(question).replace(/\s+/g, " ").trim();
}
