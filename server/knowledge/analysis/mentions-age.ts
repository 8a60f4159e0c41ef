import type { Token } from "./normalize.ts";

// "ik ben 16", "mijn dochter is 15", "als 17 jarige", "een jongen van 16 jaar", "ik word
// volgende maand 19" (up to two words between the verb and the age), "als ik 19 word": an age a
// question states, which an FAQ states as a leeftijd. Teen and young-adult ages only, and
// no figure that counts something else ("ben 16 uur", "is 18 euro").
const AGE = /^(1[3-9]|2[0-3])$/;
const TURNS = new Set(["word", "wordt", "worden"]);
const STATES_AGE = new Set(["ben", "is", ...TURNS]);
const AGE_UNIT = /^(jaar|jarig|jarige|jr)$/;
const OTHER_UNIT = /^(uur|uren|euro|km|kilometer|minuten|dagen|weken|procent|graden|cent)$/;

// "ik word 19" is a birthday coming, which an FAQ on youth wages states as being jarig.
export type AgeMention = "is" | "turns";

/** The age a question states, and the token that states it, or null. */
export function mentionsAge(tokens: Token[]): { mention: AgeMention; at: number } | null {
  for (const [i, t] of tokens.entries()) {
    if (!AGE.test(t.word)) continue;
    const next = tokens[i + 1]?.word ?? "";
    const before = tokens.slice(Math.max(0, i - 3), i).map((b) => b.word);
    if (OTHER_UNIT.test(next)) continue;
    const turns = before.some((w) => TURNS.has(w)) || TURNS.has(next);
    // "van" only right before the age, and not as a span of hours ("van 13 tot 17").
    const stated =
      AGE_UNIT.test(next) ||
      TURNS.has(next) ||
      (before.at(-1) === "van" ? next !== "tot" : before.some((w) => STATES_AGE.has(w)));
    if (stated) return { mention: turns ? "turns" : "is", at: i };
  }
  return null;
}
