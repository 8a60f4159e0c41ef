import { isDutchWord, lemmaOf } from "./dutch-lexicon.ts";
import { listedNeighbours } from "./listed-neighbours.ts";
import { termOf } from "./term-keys.ts";

/**
 * The spelling a word is held against the thesaurus's phrases with: as typed, or, when it
 * is no Dutch word and none of the organisation's, the one listed word a letter away, so
 * "onjuiste gegvens" is still the phrase "onjuiste gegevens" (a login problem). Phrases are
 * matched before single words are corrected, and a typo inside one broke it.
 */
export function phraseSpelling(word: string, hasKey: (key: string) => boolean): string {
  if (word.length < 6 || !/^[a-z]+$/.test(word) || isDutchWord(lemmaOf(word))) return word;
  if (hasKey(termOf(word)?.key ?? "")) return word;
  const listed = listedNeighbours(word);
  return listed.length === 1 ? listed[0].word : word;
}
