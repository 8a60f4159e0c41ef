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
// People copy an IBAN with the bank's spacing or type it with two spaces: a run of at most this many.
const MAX_SEPARATORS = 2;

/**
 * Where the IBAN starting at `start` ends (exclusive), or -1: the country's length in
 * letters and digits, short runs of spaces, dots or dashes allowed between them (also
 * after the country code: "NL 91 ABNA …"), mod 97 valid.
 */
function ibanEnd(text: string, start: number): number {
  const length = IBAN_LENGTHS[text.slice(start, start + 2).toUpperCase()];
  if (!length) return -1;
  let chars = "";
  let i = start;
  while (i < text.length && chars.length < length) {
    if (ALNUM.test(text[i])) {
      chars += text[i].toUpperCase();
      i++;
      continue;
    }
    let run = 0;
    while (run < MAX_SEPARATORS && SEPARATOR.test(text[i + run] ?? "")) run++;
    if (!run || !chars.length || !ALNUM.test(text[i + run] ?? "")) break;
    i += run;
  }
  return chars.length === length && isIban(chars) ? i : -1;
}

function redactIbans(text: string): string {
  let out = "";
  let from = 0;
  // A country code and two check digits, not in the middle of a longer run of letters+digits.
  const starts = /(?<![0-9])[A-Za-z]{2}[ .-]{0,2}[0-9]{2}/g;
  for (let m = starts.exec(text); m; m = starts.exec(text)) {
    const end = ibanEnd(text, m.index);
    if (end < 0) continue;
    out += text.slice(from, m.index) + nl.inbox.redactedIban;
    from = end;
    starts.lastIndex = end;
  }
  return out + text.slice(from);
}

// A Polish account number as Poles write it at home (NRB): the IBAN's 26 digits without "PL".
const NRB = /(?<![0-9A-Za-z])\d{2}(?:[ .-]{0,2}\d){24}(?![0-9])/g;

/**
 * Removes BSNs (also written 123.456.782, 123 456 782, as passports print them 1234.56.782,
 * after "nr." or "BSN-") and IBANs (any country, in groups, with dots or dashes, followed
 * by words without a space; Polish ones also without their country code) from a message
 * before it is stored, logged or sent anywhere.
 */
export function redact(text: string): string {
  return redactIbans(text)
    .replace(NRB, (m) => (isIban(`PL${m.replace(/\D/g, "")}`) ? nl.inbox.redactedIban : m))
    .replace(/(?<!\d)(?:\d{3}[ .-]?\d{3}|\d{4}[ .-]?\d{2})[ .-]?\d{3}(?![.-]?\d)/g, (m) =>
      isBsn(m.replace(/\D/g, "")) ? nl.inbox.redactedBsn : m,
    );
}
