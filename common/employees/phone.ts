import { isE164 } from "../whatsapp/e164.ts";

/** People type numbers with spaces and dashes ("+31 6-1234 5678"); WhatsApp sends them bare. */
export const compactPhone = (v: string) => v.replace(/[\s\-.()]/g, "");

/**
 * A number as the assistant matches it (E.164), from how it is written in a spreadsheet:
 * compacted, "00" as "+", and a Dutch national number ("0612345678") with +31. Anything
 * else is returned compacted and fails the E.164 check.
 */
export function normalizePhone(v: string): string {
  const compact = compactPhone(v);
  if (/^00[1-9]/.test(compact)) return `+${compact.slice(2)}`;
  if (/^0[1-9]\d{8}$/.test(compact)) return `+31${compact.slice(1)}`;
  // Spreadsheets drop the leading zero of a number stored as a number ("612345678").
  if (/^6\d{8}$/.test(compact)) return `+31${compact}`;
  return compact;
}

export const isValidPhone = (v: string) => isE164(normalizePhone(v));
