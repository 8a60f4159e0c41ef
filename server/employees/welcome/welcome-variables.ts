import type { WelcomeField, WelcomeVariables } from "../../../common/employees/welcome.ts";

/**
 * Twilio's ContentVariables: a JSON object of variable number → text. An empty value is
 * refused by WhatsApp, so a missing field is sent as a dash rather than nothing.
 */
export function welcomeVariables(mapping: WelcomeVariables, values: Record<WelcomeField, string>): string {
  const filled: Record<string, string> = {};
  for (const [key, field] of Object.entries(mapping)) filled[key] = values[field]?.trim() || "-";
  return JSON.stringify(filled);
}
