import type { KnowledgeIndex } from "./knowledge-index.ts";

/**
 * The organisation's word nearest to a misspelt one: same first letter, at most one edit
 * for words up to six letters and two beyond (insertions, deletions, substitutions and
 * swapped neighbours), ties to the more frequent spelling in the index order.
 */
export function closestWord(indexes: KnowledgeIndex[], word: string, maxEdits = 2): string | null {
  const limit = Math.min(maxEdits, word.length <= 6 ? 1 : 2);
  let best: string | null = null;
  let bestDistance = limit + 1;
  for (let len = word.length - limit; len <= word.length + limit; len++) {
    for (const index of indexes) {
      for (const candidate of index.words.get(`${word[0]}${len}`) ?? []) {
        const d = editDistance(word, candidate, bestDistance - 1);
        if (d < bestDistance) {
          bestDistance = d;
          best = candidate;
        }
      }
    }
  }
  return best;
}

/** Damerau-Levenshtein (optimal string alignment), giving up past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      row.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length];
}
