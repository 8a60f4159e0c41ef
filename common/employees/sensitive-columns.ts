// Personal identifiers the product must never hold (BSN, bank account, ID document), as
// CSV columns show them: by their header, or by values that can only be one of them.
// Which headers count is decided in one place for the CSV import and the Fleks sync.
import { isSensitiveName } from "../privacy/sensitive-names.ts";
import { foldForSearch } from "../text/fold-for-search.ts";

const normalize = (header: string) => foldForSearch(header).replace(/[^a-z0-9]/g, "");

export const isSensitiveHeader = (header: string) => isSensitiveName(header);

const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;
/** An IBAN, with or without spaces ("NL91 ABNA 0417 1643 00"). */
export const looksLikeIban = (value: string) => IBAN.test(value.replace(/\s/g, "").toUpperCase());

/** Nine digits (eight with a leading zero) that pass the BSN eleven-test. */
export function looksLikeBsn(value: string): boolean {
  const digits = value.trim();
  if (!/^\d{8,9}$/.test(digits)) return false;
  const d = digits.padStart(9, "0");
  if (/^0+$/.test(d)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(d[i]) * (9 - i);
  sum -= Number(d[8]);
  return sum % 11 === 0;
}

/**
 * Whether a column holds BSNs or bank accounts: by its header, by any IBAN among its
 * sample values, or when every one of at least three sample values passes the BSN test
 * (a column of other nine-digit numbers rarely does: about one in eleven per value).
 */
export function isSensitiveColumn(header: string, samples: readonly string[]): boolean {
  if (isSensitiveHeader(header)) return true;
  const values = samples.map((v) => v.trim()).filter(Boolean);
  if (values.some(looksLikeIban)) return true;
  return values.length >= 3 && values.every(looksLikeBsn);
}

export { normalize as normalizeHeader };
