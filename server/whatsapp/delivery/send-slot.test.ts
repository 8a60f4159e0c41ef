import { describe, expect, it } from "vitest";
import { PACED_INTERVAL_MS } from "./pace-slots.ts";
import { BULK_MAX_WAIT_MS, SEND_BURST, type SendLane, sendSlot } from "./send-slot.ts";

/** Takes `n` moments one after the other at `now`, as n senders asking at once would. */
function take(n: number, now: number, lane: SendLane = "reply", from: number | null = null) {
  let nextAt = from;
  const at: number[] = [];
  for (let i = 0; i < n; i++) {
    const slot = sendSlot(nextAt, now, lane);
    if (slot.kind === "later") break;
    at.push(slot.at);
    nextAt = slot.nextAt;
  }
  return { at, nextAt };
}

describe("sendSlot", () => {
  it("sends a lone message at once, before the first message ever and after a quiet spell", () => {
    expect(sendSlot(null, 1_000, "reply")).toEqual({ kind: "send", at: 1_000, nextAt: 1_000 + PACED_INTERVAL_MS });
    expect(sendSlot(500, 10_000, "reply")).toMatchObject({ kind: "send", at: 10_000 });
    expect(sendSlot(500, 10_000, "bulk")).toMatchObject({ kind: "send", at: 10_000 });
  });

  it("lets a small burst go at once, then one per interval", () => {
    const { at } = take(40, 0);
    expect(at.slice(0, SEND_BURST + 1)).toEqual(Array(SEND_BURST + 1).fill(0));
    for (let i = SEND_BURST + 1; i < 40; i++) expect(at[i] - at[i - 1]).toBe(PACED_INTERVAL_MS);
    expect(at[39]).toBe((39 - SEND_BURST) * PACED_INTERVAL_MS);
  });

  it("never sends more than the interval allows in any window, however the asks are spread", () => {
    let nextAt: number | null = null;
    const at: number[] = [];
    // Asks at irregular times, often several together.
    for (let i = 0; i < 300; i++) {
      const now = Math.floor(i / 7) * 230 + (i % 3) * 11;
      const slot = sendSlot(nextAt, now, "reply");
      if (slot.kind !== "send") throw new Error("a reply is always sent");
      at.push(slot.at);
      nextAt = slot.nextAt;
    }
    at.sort((a, b) => a - b);
    for (const window of [100, 1_000, 5_000])
      for (const start of at) {
        const inWindow = at.filter((t) => t >= start && t < start + window).length;
        expect(inWindow).toBeLessThanOrEqual(Math.ceil(window / PACED_INTERVAL_MS) + SEND_BURST);
      }
  });

  it("gives a bulk message a moment only close by; further out it is told when to try again", () => {
    // Replies queued two seconds ahead: a welcome waits its turn instead of taking one.
    const { nextAt } = take(SEND_BURST + 20, 0);
    const later = sendSlot(nextAt, 0, "bulk");
    expect(later).toEqual({ kind: "later", retryAt: 2_000 - BULK_MAX_WAIT_MS });
    // A reply asking at the same moment still gets the next one.
    expect(sendSlot(nextAt, 0, "reply")).toMatchObject({ kind: "send", at: 2_000 });
    // Close enough, the welcome takes its moment too.
    expect(sendSlot(nextAt, 2_000 - BULK_MAX_WAIT_MS, "bulk")).toMatchObject({ kind: "send", at: 2_000 });
  });

  it("keeps the pace of a line of welcomes: each in turn, none deferred", () => {
    const { at } = take(20, 0, "bulk");
    expect(at).toHaveLength(SEND_BURST + 1 + BULK_MAX_WAIT_MS / PACED_INTERVAL_MS);
    expect(at.at(-1)).toBe(BULK_MAX_WAIT_MS);
  });
});
