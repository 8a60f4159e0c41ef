import { nl } from "../../../common/i18n/nl.ts";

/** A 9-digit number passing the 11-proef, as a BSN must (AVG: never store or forward it). */
function isBsn(digits: string): boolean {
  if (!/^\d{9}$/.test(digits) || /^0+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(digits[i]) * (9 - i);
  sum -= Number(digits[8]);
  return sum % 11 === 0;
}

/** IBAN check (ISO 13616 mod 97). */
function isIban(candidate: string): boolean {
  const iban = candidate.replace(/\s+/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const value = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const digit of value) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

/**
 * Removes BSNs (also written 123.456.782 or 123 456 782) and IBANs (also in groups of
 * four) from a message before it is stored, logged or sent anywhere.
 */
export function redact(text: string): string {
  return text
    .replace(/\b[A-Za-z]{2}\d{2}(?:\s?[A-Za-z0-9]{4}){2,7}(?:\s?[A-Za-z0-9]{1,4})?\b/g, (m) =>
      isIban(m) ? nl.inbox.redactedIban : m,
    )
    .replace(/(?<![\d.-])\d{3}[ .-]?\d{3}[ .-]?\d{3}(?![\d.-]?\d)/g, (m) =>
      isBsn(m.replace(/\D/g, "")) ? nl.inbox.redactedBsn : m,
    );
}
