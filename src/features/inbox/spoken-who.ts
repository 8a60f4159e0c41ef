import { nl } from "../../../common/i18n/nl.ts";
import { groupedNumber } from "../../../common/inbox/grouped-number.ts";

const t = nl.inbox;

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
