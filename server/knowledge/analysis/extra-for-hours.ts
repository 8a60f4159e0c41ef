import type { Token } from "./normalize.ts";

// Working times that carry an allowance: the weekend, holidays, evenings and nights.
const ALLOWANCE_TIME =
  /^(?:zaterdags?|zondags?|weekends?|feestdag(?:en)?|kerst\w*|\w*kerstdag|koningsdag|oud(?:jaar|ejaars)\w*|nieuwjaar\w*|pasen|paas\w*|pinkster\w*|hemelvaart\w*|bevrijdingsdag|\w*nacht(?:s|en|dienst\w*)?|\w*avond(?:s|en|uren|dienst\w*)?)$/;

// A clock time in the evening or night (20:00 to 05:59), as tokenize keeps it: "23:00", "5.30".
const EVENING_OR_NIGHT_CLOCK = /^(?:2[0-4]|0?[0-5])[:.][0-5]\d$/;

/**
 * Whether "extra" in a question means an allowance (toeslag): asked about work at such a
 * time ("wat krijg ik extra voor een zondag shift", "krijg ik daar extra voor op 2e
 * kerstdag", "hoeveel extra als ik tot 23:00 werk"), not extra shifts, breaks or a lift to work.
 */
export function extraForHours(tokens: Token[]): boolean {
  return (
    tokens.some((t) => t.word === "extra") &&
    tokens.some((t) => ALLOWANCE_TIME.test(t.word) || EVENING_OR_NIGHT_CLOCK.test(t.word))
  );
}
