import { nl } from "../../../common/i18n/nl.ts";
import type { Health } from "../../../common/whatsapp/twilio-api-types.ts";

export type IntegrationStatus = "pending" | "ready" | "error" | "awaiting_number";

/** Checked on load, then every 5 s; polling stops after 30 s. */
export const STATUS_POLL_MS = 5_000;
export const STATUS_POLL_WINDOW_MS = 30_000;

/** What a health answer means. */
export function statusFromHealth(health: Health): IntegrationStatus {
  if (!health.configured) return "awaiting_number";
  return health.health === "ok" ? "ready" : "error";
}

/**
 * What a failed check puts in 'Foutmeldingen': its message, unless it only says that no
 * credentials are set yet (that is the state Awaiting Number, not an error).
 */
export function errorsFromFailure(message: string): string[] {
  return message.includes(nl.whatsapp.notConfigured) ? [] : [message];
}

/** A failed check means 'Awaiting Number' for missing or invalid credentials. */
export function statusFromFailure(message: string, generic: boolean): IntegrationStatus {
  if (generic) return "awaiting_number";
  const t = nl.whatsapp;
  return message.includes(t.notConfigured) || message.includes(t.invalidCredentials) ? "awaiting_number" : "error";
}
