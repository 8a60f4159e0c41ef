import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * A phone number as every screen shows and reads it: the country code, then the rest in
 * groups of at most four from the right ("+31 6 2222 2222").
 * Choice: an unknown number is shown grouped everywhere (inbox, thread, analytics, notifications),
 * as a Dutch reader reads a number best; read whole, "+31622222222" is one huge number that a
 * screen reader says digit group by digit group in the millions. Anything not E.164, or under no country code, stays as it is.
 */
export function groupedNumber(phone: string): string {
  const m = /^\+(\d{4,15})$/.exec(phone);
  // The country code's length comes from libphonenumber's list of calling codes.
  const code = m && parsePhoneNumberFromString(phone)?.countryCallingCode;
  if (!m || !code) return phone;
  const rest = (m[1] as string).slice(code.length);
  const groups: string[] = [];
  for (let end = rest.length; end > 0; end -= 4) groups.unshift(rest.slice(Math.max(0, end - 4), end));
  return [`+${code}`, ...groups].join(" ");
}
