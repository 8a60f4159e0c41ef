import type { RemoveOutcome } from "./remove-at-twilio.ts";

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;

// Twilio asks to wait at least a minute after a message was sent or received before deleting
// it, then several minutes; in rare cases a message takes up to 14 days to become final.
const NOT_FINAL_FIRST = 60 * SECOND;
// Twilio away or refusing (the account, or one message): soon at first (a blip), then less
// and less often.
const FAILED_FIRST = 5 * SECOND;
const LONGEST = 6 * HOUR;

/** Tries before a deletion is given up: with the waits below, well over 14 days. */
export const MAX_DELETION_ATTEMPTS = 80;

/** How long to wait before the next try of a deletion that has been tried `attempts` times. */
export function deletionBackoffMs(outcome: Exclude<RemoveOutcome, "gone">, attempts: number): number {
  const first = outcome === "not_final" ? NOT_FINAL_FIRST : FAILED_FIRST;
  return Math.min(LONGEST, first * 2 ** Math.max(0, attempts - 1));
}
