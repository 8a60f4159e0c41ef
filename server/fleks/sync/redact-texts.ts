import { redact } from "../../../common/privacy/redact.ts";

// A BSN or IBAN holds digits (in any script): a text without any is left unread, which is
// most of a record's texts (names, statuses, cities) in a sync of 100,000 records.
const DIGIT = /\p{Nd}/u;

/** The text with any BSN or IBAN in it redacted. */
export const redactText = (text: string): string => (DIGIT.test(text) ? redact(text) : text);

/**
 * A parsed JSON value with every string in it, at every depth and arrays included, passed
 * through the message redaction: a BSN (eleven-test) or IBAN (mod 97) in a note ("BSN
 * 111222333, IBAN NL91 ABNA 0417 1643 00") goes, whatever field it sits in. The field-name
 * strip catches a record's identifier fields; this catches them written into free text.
 */
export function redactTexts<T>(value: T): T {
  return redactDeep(value) as T;
}

function redactDeep(value: unknown): unknown {
  if (typeof value === "string") return redactText(value);
  if (Array.isArray(value)) return value.map(redactDeep);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, redactDeep(inner)]));
}
