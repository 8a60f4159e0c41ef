/** What a typed search looks for: the text itself, and the digits of a phone number when it looks like one. */
export type SearchTerms = { text: string; phoneDigits: string | null };

/**
 * Staff type numbers the Dutch way ("06 1234 5678") while conversations store E.164
 * ("+31612345678"), so a number-like search becomes its digits with a leading 0 read as +31
 * and a leading 00 as an international prefix.
 */
export function searchTerms(query: string): SearchTerms {
  const text = query.trim().replace(/\s+/g, " ");
  if (!/^[+\d\s().-]+$/.test(text)) return { text, phoneDigits: null };
  let digits = text.replace(/\D/g, "");
  if (digits.startsWith("00")) digits = digits.slice(2);
  else if (digits.startsWith("0")) digits = `31${digits.slice(1)}`;
  return { text, phoneDigits: digits.length >= 2 ? digits : null };
}

/** `value` as a literal inside an ILIKE pattern (its %, _ and \ escaped). */
export const likeLiteral = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
