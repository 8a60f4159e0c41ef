import { z } from "zod";
import { nl } from "../i18n/nl.ts";

/** As long as the database allows (migrations/0079): a link, not a text. */
export const PRIVACY_URL_MAX = 500;

const t = nl.privacy;

/**
 * The organisation's privacy statement: an https address the assistant's first reply links
 * to, or empty for none (stored as null). https only: employees open it on their phone from WhatsApp, and
 * the check keeps "javascript:" and plain http out of a message sent in the organisation's name.
 */
export const privacyStatementUrl = z
  .string()
  .trim()
  .max(PRIVACY_URL_MAX, t.privacyUrlTooLong(PRIVACY_URL_MAX))
  .refine((value) => value === "" || isHttpsUrl(value), t.privacyUrlInvalid);

export const privacyStatementInput = z.object({
  id: z.string().min(1).max(100),
  privacy_statement_url: privacyStatementUrl,
  now: z.number(),
});

function isHttpsUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}
