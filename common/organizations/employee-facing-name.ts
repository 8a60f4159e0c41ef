import { nl } from "../i18n/nl.ts";

/**
 * The organisation's name as employees should read it: its display name, else its name,
 * but not the placeholder a sign-up starts with ("Mijn organisatie (Marieke de Boer)"),
 * which would introduce the assistant with the HR colleague's own name. Null then: the
 * assistant speaks of "je werkgever" until the organisation is named.
 */
export function employeeFacingName(org: { name: string; display_name: string | null }): string | null {
  if (org.display_name?.trim()) return org.display_name.trim();
  return org.name.startsWith(`${nl.product.defaultOrgName} (`) ? null : org.name;
}
