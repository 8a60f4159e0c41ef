import { parseTransformer } from "./field-mappings.ts";

// What the mapping transformers do, shared by the sync (server) and the Mappings tab's
// preview (browser). A value a text transformer cannot read is returned unchanged; phone
// and date ones give null, so a required field reads as missing.

/**
 * A Dutch (or already international) phone number in E.164: '06 12345678', '06-1234 5678',
 * '0031 6 12345678', '+31 (0)6 12345678' and '316…' become '+316…'. Numbers with another
 * country code are kept if they look like E.164; anything else is null.
 */
export function toE164(value: unknown, defaultCountry = "31"): string | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  let s = String(value).trim().replace(/\(0\)/g, "");
  const plus = s.startsWith("+");
  s = s.replace(/[^\d]/g, "");
  if (!s) return null;
  let international: string;
  if (plus) international = s;
  else if (s.startsWith("00")) international = s.slice(2);
  else if (s.startsWith("0")) international = defaultCountry + s.slice(1);
  else if (s.startsWith(defaultCountry) && s.length === defaultCountry.length + 9) international = s;
  else if (s.length === 9 && s.startsWith("6")) international = defaultCountry + s;
  else return null;
  // A Dutch national number has 9 digits after 31 (a leading 0 after +31 is dropped).
  if (international.startsWith("310")) international = `31${international.slice(3)}`;
  if (international.startsWith("31") && international.length !== 11) return null;
  return international.length >= 8 && international.length <= 15 ? `+${international}` : null;
}

/** A date-time as a UTC ISO string; a bare date (YYYY-MM-DD) stays a date (it names a day, not a moment). */
export function toUtcIso(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = typeof value === "number" ? new Date(value) : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * Applies one stored transformer ('trim', 'lowercase', 'phone_e164', 'datetime_utc' or
 * 'constant:<value>', see field-mappings.ts). An unknown one changes nothing.
 */
export function applyTransformer(transformer: string | undefined, value: unknown): unknown {
  const { kind, value: constant } = parseTransformer(transformer);
  switch (kind) {
    case "constant":
      return constant;
    case "trim":
      return typeof value === "string" ? value.trim() : value;
    case "lowercase":
      return typeof value === "string" ? value.trim().toLowerCase() : value;
    case "phone_e164":
      return toE164(value);
    case "datetime_utc":
      return toUtcIso(value);
    default:
      return value;
  }
}
