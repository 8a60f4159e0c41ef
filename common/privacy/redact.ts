import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { nl } from "../i18n/nl.ts";
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
// What people put between groups of digits: spaces (also the no-break and thin ones a PDF
// or payslip pastes), line breaks, dots, dashes of any width, slashes.
const SEP_CHARS = " \\t\\n\\r.\\-/\\u2010-\\u2015\\u2212";
const SEPARATOR = new RegExp(`[${SEP_CHARS}]`);
// A run of at most this many between two groups: two spaces, ", " or a line break.
const MAX_SEPARATORS = 3;

/**
 * Where the IBAN starting at `start` ends (exclusive), or -1: the country's length in
 * letters and digits, short runs of separators between them (also after the country code:
 * "NL 91 ABNA …", and over a line break), mod 97 valid.
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
  // An account number is mostly digits after its country code and check digits (NL: four
  // letters, ten digits): letters mostly means words ("de 12 weken loon …" reads as DE…).
  const bban = chars.slice(4);
  const digits = bban.replace(/[^0-9]/g, "").length;
  return chars.length === length && digits * 2 >= bban.length && isIban(chars) ? i : -1;
}

function redactIbans(text: string, found: Found): string {
  let out = "";
  let from = 0;
  // A country code and two check digits, wherever they start ("1NL91…", "rekeningNL91…"):
  // the mod-97 check keeps ordinary words and numbers out.
  const starts = new RegExp(`[A-Za-z]{2}[${SEP_CHARS}]{0,3}[0-9]{2}`, "g");
  for (let m = starts.exec(text); m; m = starts.exec(text)) {
    // Glued to a word only in capitals ("rekeningNL91…"): "krijgt 12 minuten" is no GT… IBAN.
    const inWord = m.index > 0 && /[A-Za-z]/.test(text[m.index - 1]) && !/^[A-Z]{2}/.test(m[0]);
    const end = inWord ? -1 : ibanEnd(text, m.index);
    if (end < 0) {
      starts.lastIndex = m.index + 1;
      continue;
    }
    out += text.slice(from, m.index) + nl.inbox.redactedIban;
    found.count++;
    from = end;
    starts.lastIndex = end;
  }
  return out + text.slice(from);
}

// Groups of digits with short runs of separators between them (a whole run, so a window
// never starts inside a number).
const DIGIT_RUN = new RegExp(`\\d+(?:[${SEP_CHARS}]{1,3}\\d+)*`, "g");

/**
 * In one run of digit groups, each window of whole consecutive groups that holds 9 digits
 * and passes the 11-proef (a BSN however grouped: 123 456 782, 1234.56.782, 12 34 56 782,
 * one group per line), and each of 26 digits that is a Polish account number without its
 * "PL" (as Poles write it at home), is replaced.
 */
function redactDigitRun(run: string, found: Found): string {
  const groups = [...run.matchAll(/\d+/g)].map((m) => ({ at: m.index, digits: m[0] }));
  let out = "";
  let from = 0;
  for (let i = 0; i < groups.length; i++) {
    let digits = "";
    // No way of writing a BSN or account number has a group of one digit: "+31 6 12345678" is
    // a phone number, whatever its last nine digits (a "+" alone protects nothing: "+0 " and
    // a BSN after it are no phone).
    for (let j = i; j < groups.length && digits.length < 26 && groups[j].digits.length > 1; j++) {
      digits += groups[j].digits;
      const placeholder =
        digits.length === 9 && isBsn(digits)
          ? nl.inbox.redactedBsn
          : digits.length === 26 && isIban(`PL${digits}`)
            ? nl.inbox.redactedIban
            : null;
      if (!placeholder) continue;
      out += run.slice(from, groups[i].at) + placeholder;
      found.count++;
      from = groups[j].at + groups[j].digits.length;
      i = j;
      break;
    }
  }
  return out + run.slice(from);
}

// The zeros of the digit scripts people may type in besides ASCII (full-width ones and other
// compatibility forms decompose to ASCII by themselves): Arabic-Indic, Persian, Devanagari.
const ZEROS = [0x660, 0x6f0, 0x966];

/**
 * Digits written another way as the ASCII digits they are, characters that hide between
 * digits (zero-width, soft hyphen) taken out and no-break spaces made plain, before looking.
 */
function plainDigits(text: string): string {
  return (
    text
      .replace(/[\u00AD\u200B-\u200D\u2060\uFEFF]/g, "")
      .replace(/[\u00A0\u2007\u2009\u202F]/g, " ")
      // Only the digits that are not ASCII: a callback per character made a 50 MB handbook crawl.
      .replace(/(?![0-9])\p{Nd}/gu, (ch) => {
        const plain = ch.normalize("NFKD");
        if (/^\d$/.test(plain)) return plain;
        const code = ch.codePointAt(0) ?? 0;
        const zero = ZEROS.find((z) => code >= z && code <= z + 9);
        return zero === undefined ? ch : String(code - zero);
      })
  );
}

// A Dutch passport or ID-card number (RvIG, since 2014): two letters, six letters or
// digits, one digit; the letter O is never used. Order numbers and product codes have the
// same shape ("PO1234567"), so it counts only with a cue word close by (before or after).
const ID_DOCUMENT = /(?<![A-Za-z0-9])[A-NP-Z]{2}[A-NP-Z0-9]{6}[0-9](?![A-Za-z0-9])/gi;
const ID_CUE =
  /paspoort|passport|paszport|identiteit|\bid\b|\bidk\b|document\s*(?:nummer|nr)|reisdocument|legitimatie/i;
const CUE_BEFORE = 60;
const CUE_AFTER = 40;

function redactIdDocuments(text: string, found: Found): string {
  return text.replace(ID_DOCUMENT, (match, at: number) => {
    const near =
      text.slice(Math.max(0, at - CUE_BEFORE), at) + text.slice(at + match.length, at + match.length + CUE_AFTER);
    if (!ID_CUE.test(near)) return match;
    found.count++;
    return nl.inbox.redactedIdDocument;
  });
}

const WIDE_GAP = new RegExp(`[${SEP_CHARS}]{2}`);

/**
 * After "+" and a country code it is a phone number ("+31 20 123 4567"), whatever nine digits
 * it holds, when its length is one that country's numbers can have: "+1 111222333" is too
 * short for a number in North America, so its nine digits are looked at as a BSN.
 */
function isPhoneNumber(run: string, before: string | undefined): boolean {
  const code = /^[1-9]\d{0,2}(?!\d)/.exec(run)?.[0];
  // People separate a phone number's groups by one character: a wider gap ends the number.
  if (before !== "+" || !code || WIDE_GAP.test(run)) return false;
  const phone = parsePhoneNumberFromString(`+${run.replace(/\D/g, "")}`);
  return phone?.countryCallingCode === code && phone.isPossible();
}

type Found = { count: number };

/**
 * Removes BSNs (however grouped: with spaces, dots, dashes or line breaks, as passports
 * print them 1234.56.782, after "nr." or "BSN-"), IBANs (any country, in groups, over a
 * line break, followed by words without a space; Polish ones also without their country
 * code) and passport or ID-card numbers (near a word that says so) from a text before it
 * is stored, logged or sent anywhere. Also says how many it removed.
 */
export function redactCounting(text: string): { text: string; removed: number } {
  // Every identifier holds a digit: most passages of a handbook have none worth a look.
  if (!/\p{Nd}/u.test(text)) return { text, removed: 0 };
  const found: Found = { count: 0 };
  const plain = redactIbans(plainDigits(text), found).replace(DIGIT_RUN, (run, at: number, whole: string) =>
    isPhoneNumber(run, whole[at - 1]) ? run : redactDigitRun(run, found),
  );
  return { text: redactIdDocuments(plain, found), removed: found.count };
}

/** A text without BSNs, IBANs and ID-document numbers (see redactCounting). */
export function redact(text: string): string {
  return redactCounting(text).text;
}

/** Whether a text holds a BSN, IBAN or ID-document number: what staff may not save. */
export function holdsIdentifier(text: string): boolean {
  return redactCounting(text).removed > 0;
}
