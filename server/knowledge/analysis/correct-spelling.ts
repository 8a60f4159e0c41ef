import { correctCompound } from "./correct-compound.ts";
import { listedNeighbours } from "./listed-neighbours.ts";
import type { Term } from "./term-keys.ts";

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
    const listed = listedNeighbours(word);
    if (listed.length === 1) return listed[0];
    if (listed.length > 1) return null;
  }
  return correctCompound(word, hasKey);
}
