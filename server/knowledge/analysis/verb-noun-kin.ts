import type { Vocabulary } from "./analyze-question.ts";
import { type Term, termOf } from "./term-keys.ts";

/**
 * A verb's action noun or the other way round, when the organisation's texts use it:
 * "verhuizen" / "verhuizing", "betalen" / "betaling", "melding" / "melden". Stemming
 * keeps them apart, and people ask with the verb what handbooks state with the noun.
 */
export function verbNounKin(word: string, vocabulary: Vocabulary): Term | null {
  const other = word.endsWith("ing")
    ? `${word.slice(0, -3)}en`
    : word.endsWith("en")
      ? `${word.slice(0, -2)}ing`
      : null;
  const kin = other && other.length > 5 ? termOf(other) : null;
  return kin && kin.key !== termOf(word)?.key && vocabulary.hasKey(kin.key) ? kin : null;
}
