import { extraForHours } from "./extra-for-hours.ts";
import type { Token } from "./normalize.ts";
import { paidWhileIll } from "./paid-while-ill.ts";

// Words whose meaning the rest of the question decides, with the word the texts use then.
const READINGS: Array<{ reads: (word: string, tokens: Token[]) => boolean; as: string }> = [
  // "wat krijg ik extra op zondag": the extra is the allowance for such hours.
  { reads: (word, tokens) => word === "extra" && extraForHours(tokens), as: "toeslag" },
  // "word ik betaald als ik ziek ben": the pay kept while ill is loon.
  { reads: paidWhileIll, as: "loon" },
];

/** The texts' words for `word` as this question uses it, beside the thesaurus's fixed synonyms. */
export function readInContext(word: string, tokens: Token[]): string[] {
  return READINGS.filter((r) => r.reads(word, tokens)).map((r) => r.as);
}
