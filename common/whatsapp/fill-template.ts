import type { WelcomeField, WelcomeVariables } from "../employees/welcome.ts";

/** What a template's text may hold at most (WhatsApp allows 1,024 characters in a template body). */
export const MAX_TEMPLATE_BODY = 1024;

/** The numbered variables a template's text uses ({{1}}, {{2}}...), in order, once each. */
export function placeholdersOf(body: string): string[] {
  return [...new Set([...body.matchAll(/\{\{\s*(\d{1,2})\s*\}\}/g)].map((m) => String(Number(m[1]))))].sort(
    (a, b) => Number(a) - Number(b),
  );
}

export type FilledTemplate =
  | { ok: true; text: string | null; contentVariables: Record<string, string> | null }
  | { ok: false; missing: WelcomeField[] };

/**
 * A template sent to one employee: its variables filled from that employee (first name, last
 * name, the organisation's name), as Twilio's ContentVariables, and its text as the employee
 * will read it, for the inbox. A template without variables needs nothing; one whose
 * variables cannot all be filled (no employee on the number, an empty field) is refused
 * rather than sent with Twilio's sample values ("Hoi Jan") or blanks.
 */
export function fillTemplate(
  template: { body: string | null; variables: WelcomeVariables },
  values: Partial<Record<WelcomeField, string | null>>,
): FilledTemplate {
  const entries = Object.entries(template.variables);
  const missing = [...new Set(entries.map(([, field]) => field).filter((field) => !values[field]?.trim()))];
  if (missing.length) return { ok: false, missing };
  const filled = Object.fromEntries(entries.map(([key, field]) => [key, values[field]?.trim() ?? ""]));
  const text = template.body?.trim()
    ? template.body.replace(/\{\{\s*(\d{1,2})\s*\}\}/g, (whole, n: string) => filled[String(Number(n))] ?? whole)
    : null;
  return { ok: true, text, contentVariables: entries.length ? filled : null };
}
