import { groupedNumber } from "./grouped-number.ts";

type Who = {
  customer_phone: string;
  profile_name?: string | null;
  employee?: { first_name: string; last_name: string } | null | undefined;
};

/** The employee's name when the phone number matched one, else the number, grouped (grouped-number.ts). */
export function whoIs(c: Who): string {
  const name = c.employee ? `${c.employee.first_name} ${c.employee.last_name}`.trim() : "";
  return name || groupedNumber(c.customer_phone);
}

/**
 * The name the sender gave themselves on WhatsApp, as WhatsApp shows one for a number not in
 * one's contacts ("~Anouk"), when no employee record matched the number; else null. It is
 * self-chosen, so it labels the chat and never stands for an employee's name.
 */
export function whatsappNameOf(c: Who): string | null {
  return !c.employee && c.profile_name ? `~${c.profile_name}` : null;
}

/**
 * Who a conversation is with in one line of text: the employee, else the grouped number with
 * the WhatsApp name ("+31 6 8000 0009 ~Anouk"), as the inbox row shows it. Notifications and
 * the analytics table use it, so an unknown number reads the same on every screen.
 */
export function whoForStaff(c: Who): string {
  const name = whatsappNameOf(c);
  return name ? `${whoIs(c)} ${name}` : whoIs(c);
}
