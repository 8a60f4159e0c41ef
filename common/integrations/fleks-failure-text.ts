import { nl } from "../i18n/nl.ts";

/** What went wrong on the Fleks side, by what the user does about it (the server's FleksError kinds). */
export type FleksFailureReason = "unauthorized" | "unreachable" | "rate_limited" | "http" | "invalid_response";

/**
 * The Dutch reason of a Fleks-side failure: ours per kind (what to check), with Fleks' own
 * message only for an HTTP error, where it is the one detail we cannot know ourselves. The
 * Test tab, the sync runs and their toasts all say it this way.
 */
export function fleksFailureText(reason: FleksFailureReason, message?: string): string {
  const text = nl.fleks.reasons[reason] ?? nl.fleks.connectionFailedFallback;
  return reason === "http" && message ? `${text} ${message}` : text;
}
