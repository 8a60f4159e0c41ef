// A number in a question ("als ik 55 ben", "met 3 kinderen") picks one row of a table or
// one case of a rule. A sentence holds it when it names it, or a range or bound that takes
// it in: "55 t/m 59 jaar", "tot 18 jaar", "60 jaar en ouder", "vanaf 21 jaar".
const NUMBER = /(?<![\p{L}\d,.:/])\d{1,4}(?![\p{L}\d:]|[,.]\d)/gu;
const RANGE = /(?<![\d,.:])(\d{1,4})\s*(?:t\/m|tot en met|tot|-|–)\s*(\d{1,4})(?![\d:]|[,.]\d)/g;
const UPTO = /\b(?:tot|jonger dan|onder de)\s+(\d{1,4})(?![\d:]|[,.]\d)/g;
const FROM =
  /\b(?:vanaf|ouder dan|boven de)\s+(\d{1,4})(?![\d:]|[,.]\d)|(\d{1,4})\s*(?:jaar\s+)?(?:en|of)\s+(?:ouder|meer|langer)\b/g;
// Times and dates in a question ("om 20:00", "1-1") pick no row; only plain counts do.
// A code such as "S3" (safety shoes) or "B2" is no count either.
const QUESTION_NUMBER = /(?<![\p{L}\d,.:/-])\d{1,3}(?![\p{L}\d:/-]|[,.]\d)/gu;

/** The plain numbers a question names. */
export function askedNumbers(question: string): number[] {
  return [...question.matchAll(QUESTION_NUMBER)].map((m) => Number(m[0]));
}

/** Whether a sentence names `n`, or a range or bound that takes it in. */
export function holdsNumber(sentence: string, n: number): boolean {
  const s = sentence.toLowerCase();
  for (const [, a, b] of s.matchAll(RANGE)) if (Number(a) <= n && n <= Number(b) && Number(a) < Number(b)) return true;
  for (const [, a] of s.matchAll(UPTO)) if (n < Number(a)) return true;
  for (const [, a, b] of s.matchAll(FROM)) if (n >= Number(a ?? b)) return true;
  // A bound decides for its own number: 18 is not "tot 18 jaar".
  const rest = s.replace(RANGE, " ").replace(UPTO, " ").replace(FROM, " ");
  return [...rest.matchAll(NUMBER)].some((m) => Number(m[0]) === n);
}

const ANY_NUMBER = new RegExp(NUMBER.source, "u");

/** Whether a sentence names any number at all. */
export function namesNumbers(sentence: string): boolean {
  return ANY_NUMBER.test(sentence);
}
