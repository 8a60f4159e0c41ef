import type { Token } from "./normalize.ts";

// Being paid, in the words employees use for it ("betaald", "doorbetaald", "paid").
const PAID = /^(?:door|uit)?betaa?l[dt]$|^paid$/;
// Being ill, as employees say it ("ziek", "griep", "sick"), not a sick note or the doctor.
const ILL = /^(?:ziek(?:te)?|ziekgemeld|sick|ill|griep|grieperig|koorts)$/;

/**
 * Whether `word` asks about the pay one keeps while ill: "krijg ik de eerste dag wel betaald
 * als ik ziek ben", "ben grieperig, word ik doorbetaald". Handbooks call that loon, and the
 * passage that does say "betaald" is about an hour off for the doctor.
 */
export function paidWhileIll(word: string, tokens: Token[]): boolean {
  return PAID.test(word) && tokens.some((t) => ILL.test(t.word));
}
