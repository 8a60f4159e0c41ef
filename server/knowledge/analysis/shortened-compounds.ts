import { decompound, headLemma } from "./decompound.ts";
import { isDutchWord, lemmaOf } from "./dutch-lexicon.ts";

// "zon- en feestdagen", "avond- of nachturen", "zon-, feest- en gedenkdagen": first parts
// with a hyphen, joined by en/of (after commas) to one whole compound.
const SHORTENED = /(?<parts>(?:\p{L}{2,}-,?\s+)+)(?:en|of)\s+(?<whole>\p{L}{4,})/gu;
const PART = /\p{L}{2,}(?=-)/gu;

/**
 * Dutch writes compounds that share a head once: "zon- en feestdagen" means zondagen and
 * feestdagen. Reads such a shortened first part as its whole word, taking the head of the
 * compound that ends the list (found with the word list that decompounding uses), so a
 * question about "zondag" finds "zon- en feestdagen", in a question and a document alike.
 * `folded` is the folded text (see normalize.ts); the result maps the offset where each
 * shortened part starts to its whole word ("zon" → "zondagen").
 */
export function shortenedCompounds(folded: string): Map<number, string> {
  const whole = new Map<number, string>();
  if (!folded.includes("- ") && !folded.includes("-,")) return whole;
  for (const m of folded.matchAll(SHORTENED)) {
    const tail = headOf(m.groups?.whole ?? "");
    if (!tail) continue;
    for (const part of (m.groups?.parts ?? "").matchAll(PART)) whole.set(m.index + part.index, part[0] + tail);
  }
  return whole;
}

/** The compound's last part as written ("dagen" in "feestdagen"), or null for a simple word. */
function headOf(compound: string): string | null {
  const last = decompound(compound)?.at(-1);
  if (last) {
    // The longest ending that is that last part: "dagen" reads as "dag".
    for (let i = 2; i <= compound.length - 3; i++) {
      const rest = compound.slice(i);
      if (rest === last || lemmaOf(rest) === last) return rest;
    }
  }
  // A compound the word list holds whole ("feestdagen") is not split for matching; here any
  // reading as two listed words will do, the one with the longer shorter part first
  // ("feest|dagen" over "fee|stdagen"), a head without a linking s or e before one with.
  let best: { tail: string; score: number } | null = null;
  for (let i = 2; i <= compound.length - 3; i++) {
    const head = headLemma(compound.slice(0, i), 2);
    const tail = compound.slice(i);
    if (!head || !isDutchWord(lemmaOf(tail))) continue;
    const score = Math.min(i, tail.length) - (head.linked ? 2 : 0);
    if (!best || score > best.score) best = { tail, score };
  }
  return best?.tail ?? null;
}
