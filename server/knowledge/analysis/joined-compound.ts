import type { Vocabulary } from "./analyze-question.ts";
import { isDutchWord, isNoun, lemmaOf } from "./dutch-lexicon.ts";
import type { Token } from "./normalize.ts";
import { type Term, termOf } from "./term-keys.ts";
import type { Thesaurus } from "./thesaurus.ts";

/**
 * Two words people write apart that the organisation's texts write as one compound
 * ("werk schoenen", "over werk", "parkeer plaats", "vakantie-uren" split on its hyphen):
 * the compound, when the organisation's texts use it. Matching the parts apart would
 * weigh a common "werk" as much as the rare compound it belongs to.
 */
export function joinedCompound(tokens: Token[], i: number, vocabulary: Vocabulary, thesaurus: Thesaurus): Term | null {
  const next = tokens[i + 1];
  if (!next || /^\d/.test(tokens[i].word) || /^\d/.test(next.word)) return null;
  const word = tokens[i].word + next.word;
  const joined = termOf(word);
  // Or when the thesaurus lists it as written: "verblijfs vergunning" is a verblijfsvergunning,
  // an ID; "pas maandag" (only on Monday) shares its key with paasmaandag but is not it.
  const known =
    joined &&
    (vocabulary.hasKey(joined.key) ||
      thesaurus.byFirstKey
        .get(joined.key)
        ?.some((e) => e.phrase.keys.length === 1 && e.phrase.written === word.replace(/-/g, "")));
  if (!joined || !known) return null;
  // Dutch compounds take their class from the last part: the ones people split are nouns.
  if (!isNoun(next.word)) return null;
  const alone = [termOf(tokens[i].word), termOf(next.word)];
  // A function word only leads ("over werk"), never ends a compound ("aan een" is no "aaneen"),
  // and with one only a listed word counts, never a made-up compound.
  if (!alone[1]) return null;
  const listed = isDutchWord(lemmaOf(word));
  if (!listed && (!joined.parts.length || !alone[0])) return null;
  return alone.some((t) => t?.key === joined.key) ? null : joined;
}
