import { looksLikeBsn } from "../employees/sensitive-columns.ts";
import { holdsIdentifier } from "./redact.ts";

/**
 * Whether a value staff type is, or holds, a BSN (alone: also eight digits, as a CSV
 * drops the leading zero), an IBAN or an ID-document number. Such a value is refused
 * rather than stored: FAQs, instructions and synonyms reach every employee and the model,
 * and an employee field is synced to staff and exported.
 */
export function isOrHoldsIdentifier(
  value: string | null | undefined,
  // Eight digits alone are a BSN that lost its leading zero in a spreadsheet; typed into a
  // field such as Personeelsnummer they are mostly the number itself ("20240107").
  { eightDigits = true }: { eightDigits?: boolean } = {},
): boolean {
  if (!value) return false;
  return (eightDigits && looksLikeBsn(value)) || holdsIdentifier(value);
}
