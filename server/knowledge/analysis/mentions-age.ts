import type { Token } from "./normalize.ts";

// "ik ben 16", "mijn dochter is 15", "als 17 jarige", "een jongen van 16 jaar", "ik word
// volgende maand 19" (up to two words between the verb and the age): an age a
// question states, which an FAQ states as a leeftijd. Teen and young-adult ages only, and
// no figure that counts something else ("ben 16 uur", "is 18 euro").
const AGE = /^(1[3-9]|2[0-3])$/;
const STATES_AGE = new Set(["ben", "is", "word", "wordt", "worden"]);
const AGE_UNIT = /^(jaar|jarig|jarige|jr)$/;
const OTHER_UNIT = /^(uur|uren|euro|km|kilometer|minuten|dagen|weken|procent|graden|cent)$/;

export function mentionsAge(tokens: Token[]): boolean {
  return tokens.some((t, i) => {
    if (!AGE.test(t.word)) return false;
    const next = tokens[i + 1]?.word ?? "";
    if (AGE_UNIT.test(next)) return true;
    if (OTHER_UNIT.test(next)) return false;
    // "van" only right before the age, and not as a span of hours ("van 13 tot 17").
    if (tokens[i - 1]?.word === "van") return next !== "tot";
    return tokens.slice(Math.max(0, i - 3), i).some((b) => STATES_AGE.has(b.word));
  });
}
