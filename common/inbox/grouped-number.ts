// E.164's one- and two-digit country codes; every other code has three digits.
const ONE_DIGIT = new Set(["1", "7"]);
const TWO_DIGIT = new Set(
  "20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98".split(
    " ",
  ),
);

/**
 * A phone number as every screen shows and reads it: the country code, then the rest in
 * groups of at most four from the right ("+31 6 2222 2222").
 * Choice: an unknown number is shown grouped everywhere (inbox, thread, analytics, notifications),
 * as a Dutch reader reads a number best; read whole, "+31622222222" is one huge number that a
 * screen reader says digit group by digit group in the millions. Anything not E.164 stays as it is.
 */
export function groupedNumber(phone: string): string {
  const m = /^\+(\d{4,15})$/.exec(phone);
  if (!m) return phone;
  const digits = m[1] as string;
  const ccLength = ONE_DIGIT.has(digits.slice(0, 1)) ? 1 : TWO_DIGIT.has(digits.slice(0, 2)) ? 2 : 3;
  const rest = digits.slice(ccLength);
  const groups: string[] = [];
  for (let end = rest.length; end > 0; end -= 4) groups.unshift(rest.slice(Math.max(0, end - 4), end));
  return [`+${digits.slice(0, ccLength)}`, ...groups].join(" ");
}
