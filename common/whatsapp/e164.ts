/** A plus sign, then 8 to 15 digits. */
export const E164 = /^\+\d{8,15}$/;
export const isE164 = (value: string) => E164.test(value.trim());

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
