import { decompound, headLemma } from "./decompound.ts";
import { isDutchWord, lemmaOf } from "./dutch-lexicon.ts";
import { editsOf } from "./edits-of.ts";
import { type Term, termOf } from "./term-keys.ts";

/**
 * A misspelt compound read as the one it was meant to be ("bankrekning" → bankrekening):
 * one edit in one of its parts, where the other part is a word the organisation's texts
 * use and the result splits into parts they all use. Organisations write
 * "rekeningnummer" and "bankafschrift" rather than the compound an employee types, so the
 * word itself has no near neighbour; its parts do. Null when no such spelling exists, or
 * when two do that disagree, since a guess between two words is no correction.
 */
export function correctCompound(word: string, hasKey: (key: string) => boolean): Term | null {
  if (word.length < 8 || !/^[a-z]+$/.test(word)) return null;
  // A listed word the organisation's texts use; a first part may carry a linking -s-, -e- or -en-.
  const known = (lemma: string | undefined) => !!lemma && isDutchWord(lemma) && hasKey(termOf(lemma)?.key ?? "");
  const found: Term[] = [];
  for (let i = 3; i <= word.length - 3; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    // Only edits that make the broken part a listed word are tried as a whole compound.
    const spellings = [
      ...(known(headLemma(head, 3)?.lemma) ? [...editsOf(tail)].filter(isPart).map((t) => head + t) : []),
      ...(known(lemmaOf(tail)) ? [...editsOf(head)].filter((h) => headLemma(h, 3)).map((h) => h + tail) : []),
    ];
    for (const spelling of spellings) {
      const term = termOf(spelling);
      if (!term || term.parts.length < 2 || !term.parts.every(hasKey)) continue;
      if (found.length && found[0].key !== term.key) return null;
      found.push(term);
    }
  }
  // Of the spellings that agree, the one written as its parts are ("loonstrook", not "loonstrokt").
  return found.find((t) => isDutchWord(t.word) || (decompound(t.word) ?? []).join("") === t.word) ?? found[0] ?? null;
}

// A last part as the word list has it, or an inflection of a listed word ("dagen", "strookje").
const isPart = (part: string) => part.length >= 3 && isDutchWord(lemmaOf(part));
