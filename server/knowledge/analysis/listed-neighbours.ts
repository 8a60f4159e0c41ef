import { boundedMemo } from "./bounded-memo.ts";
import { isDutchWord, isNoun } from "./dutch-lexicon.ts";
import { editsOf } from "./edits-of.ts";
import { type Term, termOf } from "./term-keys.ts";

/**
 * The Dutch words a single edit away from `word`, one per key: listed words and the plurals
 * of listed nouns ("gegvens": gegevens). The first letter stays, as it mostly does in a
 * typo: "winschoten" (a town) is not "inschoten". Kept per word: a question's typo is looked
 * up for its phrases and again as a word, and the same typos come back all day.
 */
export const listedNeighbours = boundedMemo((word: string): Term[] => {
  const listed = new Map<string, Term>();
  for (const edit of editsOf(word)) {
    const term = edit[0] === word[0] && (isDutchWord(edit) || isNoun(edit)) ? termOf(edit) : null;
    // Of two spellings with one key, the listed word ("handschoen", not "handschoennt").
    const held = term && listed.get(term.key);
    if (term && (!held || (isDutchWord(edit) && !isDutchWord(held.word)))) listed.set(term.key, term);
  }
  return [...listed.values()];
});
