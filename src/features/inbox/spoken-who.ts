import { nl } from "../../../common/i18n/nl.ts";

const t = nl.inbox;

// E.164's one- and two-digit country codes; every other code has three digits.
const ONE_DIGIT = new Set(["1", "7"]);
const TWO_DIGIT = new Set(
  "20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98".split(
    " ",
  ),
);

/**
 * A phone number as a screen reader should read it: the country code, then the rest in groups
 * of at most four from the right ("+31 6 2222 2222"). Read whole, "+31622222222" is one huge
 * number said digit group by digit group in the millions. Anything not E.164 is left as it is.
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

type Who = {
  customer_phone: string;
  profile_name?: string | null;
  employee?: { first_name: string; last_name: string } | null | undefined;
};

/**
 * Who a conversation is with, as the list row and the thread are named for assistive
 * technology: the name first (the employee's, else the one the sender chose on WhatsApp,
 * said to be that), then the number grouped for reading; the employee's name alone, as shown.
 */
export function spokenWho(c: Who): string {
  const name = c.employee ? `${c.employee.first_name} ${c.employee.last_name}`.trim() : "";
  if (name) return name;
  const number = groupedNumber(c.customer_phone);
  return c.profile_name ? t.spokenWhatsappName(c.profile_name, number) : number;
}

/** The short form an announcement names someone by: the name (either), else the grouped number. */
export function shortWho(c: Who): string {
  const name = c.employee ? `${c.employee.first_name} ${c.employee.last_name}`.trim() : "";
  return name || c.profile_name || groupedNumber(c.customer_phone);
}
