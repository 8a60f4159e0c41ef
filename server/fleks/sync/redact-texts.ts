import { redact } from "../../privacy/redact.ts";

/**
 * A parsed JSON value with every string in it, at every depth and arrays included, passed
 * through the message redaction: a BSN (eleven-test) or IBAN (mod 97) in a note ("BSN
 * 111222333, IBAN NL91 ABNA 0417 1643 00") goes, whatever field it sits in. The field-name
 * strip catches a record's identifier fields; this catches them written into free text.
 */
export function redactTexts(value: unknown): unknown {
  if (typeof value === "string") return redact(value);
  if (Array.isArray(value)) return value.map(redactTexts);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, redactTexts(inner)]));
}
