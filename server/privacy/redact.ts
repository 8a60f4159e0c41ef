import { nl } from "../../common/i18n/nl.ts";
import { IBAN_LENGTHS } from "./iban-lengths.ts";

/** A 9-digit number passing the 11-proef, as a BSN must (AVG: never store or forward it). */
function isBsn(digits: string): boolean {
  if (!/^\d{9}$/.test(digits) || /^0+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(digits[i]) * (9 - i);
  sum -= Number(digits[8]);
  return sum % 11 === 0;
}

/** IBAN check (ISO 13616 mod 97) of the characters without separators, upper case. */
function isIban(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const value = ch >= "0" && ch <= "9" ? ch : String(ch.charCodeAt(0) - 55);
    for (const digit of value) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

const ALNUM = /[A-Za-z0-9]/;
const SEPARATOR = /[ .-]/;

/**
 * Where the IBAN starting at `start` ends (exclusive), or -1: the country's length in
 * letters and digits, single spaces, dots or dashes allowed between them, mod 97 valid.
 */
function ibanEnd(text: string, start: number): number {
  const length = IBAN_LENGTHS[text.slice(start, start + 2).toUpperCase()];
  if (!length) return -1;
  let chars = "";
  let i = start;
  while (i < text.length && chars.length < length) {
    const ch = text[i];
    if (ALNUM.test(ch)) chars += ch.toUpperCase();
    else if (!(SEPARATOR.test(ch) && chars.length && ALNUM.test(text[i + 1] ?? ""))) break;
    i++;
  }
  return chars.length === length && isIban(chars) ? i : -1;
}

function redactIbans(text: string): string {
  let out = "";
  let from = 0;
  // A country code and two check digits, not in the middle of a longer run of letters+digits.
  const starts = /(?<![0-9])[A-Za-z]{2}[0-9]{2}/g;
  for (let m = starts.exec(text); m; m = starts.exec(text)) {
    const end = ibanEnd(text, m.index);
    if (end < 0) continue;
    out += text.slice(from, m.index) + nl.inbox.redactedIban;
    from = end;
    starts.lastIndex = end;
  }
  return out + text.slice(from);
}

/**
 * Removes BSNs (also written 123.456.782, 123 456 782, after "nr." or "BSN-") and IBANs
 * (any country, in groups, with dots or dashes, followed by words without a space) from a
 * message before it is stored, logged or sent anywhere.
 */
export function redact(text: string): string {
  return redactIbans(text).replace(/(?<!\d)\d{3}[ .-]?\d{3}[ .-]?\d{3}(?![.-]?\d)/g, (m) =>
    isBsn(m.replace(/\D/g, "")) ? nl.inbox.redactedBsn : m,
  );
}
