import { REPLY_WINDOW_MS } from "../../../common/inbox/reply-window.ts";
import { isFailure } from "./status-rank.ts";

/** Twilio's "Rate limit exceeded for Channel": WhatsApp throttled the number, the message itself was fine. */
export const THROTTLED = "63018";
/** Twilio's "outside the 24-hour window": what a free-form message past the window would get. */
export const WINDOW_CLOSED = "63016";

// Meta's limits are per second (throughput) and per few seconds (one employee): a minute lets a
// burst drain, and 5 and 15 minutes ride out a longer throttle without the employee waiting
// much past a quarter of an hour; after that a person should look (the failure stays shown).
export const RESEND_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000] as const;

export type ResendCandidate = {
  status: string;
  error_code: string | null;
  /** How often it was sent again already. */
  resends: number;
  /** A template may go at any time; a free-form body only inside the 24-hour window. */
  template_sid: string | null;
  /** The employee's last message (epoch ms), which opens the 24-hour window. */
  last_inbound_at: number | null;
  /** The failed parts of a long reply (none for a single message). */
  failedParts: { error_code: string | null }[];
};

export type ResendPlan = { kind: "resend"; at: Date } | { kind: "window_closed" } | { kind: "none" };

/**
 * Whether a failed message is sent again, and when: only one WhatsApp throttled (63018, every
 * failed part too), at most RESEND_DELAYS_MS.length times, each later than the one before. A
 * free-form body whose window will have closed by then would only be refused (63016): it is
 * left failed with that explanation, so staff know a template is what can still reach them.
 */
export function resendPlan(m: ResendCandidate, now: number): ResendPlan {
  if (!isFailure(m.status) || m.error_code !== THROTTLED) return { kind: "none" };
  if (m.failedParts.some((p) => p.error_code !== THROTTLED)) return { kind: "none" };
  const delay = RESEND_DELAYS_MS[m.resends];
  if (delay === undefined) return { kind: "none" };
  const at = now + delay;
  if (tooLateForFreeForm(m, at)) return { kind: "window_closed" };
  return { kind: "resend", at: new Date(at) };
}

/** Whether a free-form body sent at `at` is past the employee's 24-hour window (a template never is). */
export function tooLateForFreeForm(m: Pick<ResendCandidate, "template_sid" | "last_inbound_at">, at: number) {
  return !m.template_sid && (m.last_inbound_at === null || at - m.last_inbound_at >= REPLY_WINDOW_MS);
}
