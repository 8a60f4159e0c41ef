import { PACED_INTERVAL_MS } from "./pace-slots.ts";

// A few messages may go at once when the organisation sent nothing just before (five
// employees asking in the same second all hear back at once); beyond that one a
// PACED_INTERVAL_MS. Meta counts throughput per second, so five at once on top of ten a
// second stays far under the 80 a sender takes.
export const SEND_BURST = 5;
// A welcome takes a moment only this close: further out, replies are queued ahead of it, and
// it goes back in the line (so employees waiting for an answer go first) rather than hold a
// worker while it waits. Half a second covers a poll's worth of welcomes coming due together.
export const BULK_MAX_WAIT_MS = 500;

/** A reply must go (an employee waits for it); a bulk message (a welcome) yields to replies. */
export type SendLane = "reply" | "bulk";

export type Slot = { kind: "send"; at: number; nextAt: number } | { kind: "later"; retryAt: number };

/**
 * When a message of an organisation may go, from the clock's `nextAt` (when the next one
 * would go at the steady pace; null before its first) and `now`, both epoch ms: a token
 * bucket in the form of a virtual schedule (GCRA). At most SEND_BURST + 1 messages at once,
 * then one per PACED_INTERVAL_MS; a message sent now never waits when nothing went just
 * before. A bulk message further out than BULK_MAX_WAIT_MS takes nothing and is told when the
 * line should be short enough to try again.
 */
export function sendSlot(nextAt: number | null, now: number, lane: SendLane): Slot {
  const due = nextAt ?? Number.NEGATIVE_INFINITY;
  const at = Math.max(now, due - SEND_BURST * PACED_INTERVAL_MS);
  if (lane === "bulk" && at - now > BULK_MAX_WAIT_MS) return { kind: "later", retryAt: at - BULK_MAX_WAIT_MS };
  return { kind: "send", at, nextAt: Math.max(due, now) + PACED_INTERVAL_MS };
}
