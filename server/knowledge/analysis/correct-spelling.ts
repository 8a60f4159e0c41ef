import { correctCompound } from "./correct-compound.ts";
import { isDutchWord } from "./dutch-lexicon.ts";
import { editsOf } from "./edits-of.ts";
import { type Term, termOf } from "./term-keys.ts";

/**
 * What an unlisted word no text of the organisation comes near was meant to be: the one
 * listed Dutch word a single edit away ("sollicitatei" → sollicitatie), else a misspelt
 * compound read by its parts (correctCompound). Two listed words one edit away are a
 * guess, so neither is taken, and no compound either: "midernacht" is middernacht or the
 * rare mindernacht, and not minder + nacht (the caller then asks the thesaurus, which
 * knows middernacht).
 */
export function correctSpelling(word: string, hasKey: (key: string) => boolean): Term | null {
  if (word.length >= 8 && /^[a-z]+$/.test(word)) {
    const listed = new Map<string, Term>();
    for (const edit of editsOf(word)) {
      const term = isDutchWord(edit) ? termOf(edit) : null;
      if (term) listed.set(term.key, term);
    }
    if (listed.size === 1) return [...listed.values()][0];
    if (listed.size > 1) return null;
  }
  return correctCompound(word, hasKey);
}
