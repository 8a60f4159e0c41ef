import { stemmer } from "@orama/stemmers/dutch";
import { boundedMemo } from "./bounded-memo.ts";
import { decompound } from "./decompound.ts";
import { lemmaOf } from "./dutch-lexicon.ts";
import { tokenize } from "./normalize.ts";
import { isStopWord } from "./stop-words.ts";

export type Term = {
  /** The folded word as written. */
  word: string;
  /** What matching compares: the Snowball stem of the word's dictionary form. */
  key: string;
  /** Keys of the compound's parts ("werktijden" → werk, tijd); empty for simple words. */
  parts: string[];
};

/**
 * The matching key of one folded word, or null for stop words and single letters. The
 * dictionary form comes first so inflections meet ("fiets"/"fietsen", "strookje"/"stroken"),
 * then the stemmer folds what the word list does not know.
 */
export const termOf = boundedMemo(computeTerm);

function computeTerm(word: string): Term | null {
  if (/^\d/.test(word)) return { word, key: word.replace(",", "."), parts: [] };
  if (word.length < 2 || isStopWord(word)) return null;
  const lemma = lemmaOf(word);
  if (isStopWord(lemma)) return null;
  const parts = (decompound(word) ?? []).map(keyOf);
  // A compound's key is its parts' keys, so "loonstrookje" and "loonstroken" meet even
  // though the word list knows neither whole.
  return { word, key: parts.length ? parts.join("+") : keyOf(lemma), parts };
}

export function keyOf(lemma: string): string {
  return stemmer(lemma);
}

/** Every matching key a text holds: its words' keys and their compound parts. */
export function textKeys(text: string): Set<string> {
  const keys = new Set<string>();
  for (const token of tokenize(text)) {
    const term = termOf(token.word);
    if (!term) continue;
    keys.add(term.key);
    for (const part of term.parts) keys.add(part);
  }
  return keys;
}
