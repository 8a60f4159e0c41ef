import { describe, expect, it } from "vitest";
import { deletionBackoffMs, MAX_DELETION_ATTEMPTS } from "./deletion-backoff.ts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe("deletionBackoffMs", () => {
  it("waits a minute for a message Twilio is still processing, then twice as long each time", () => {
    expect(deletionBackoffMs("not_final", 1)).toBe(MINUTE);
    expect(deletionBackoffMs("not_final", 2)).toBe(2 * MINUTE);
    expect(deletionBackoffMs("not_final", 4)).toBe(8 * MINUTE);
  });

  it("tries again within seconds after a blip, and never waits more than six hours", () => {
    expect(deletionBackoffMs("failed", 1)).toBe(5_000);
    expect(deletionBackoffMs("failed", 3)).toBe(20_000);
    expect(deletionBackoffMs("refused", 3)).toBe(20_000);
    expect(deletionBackoffMs("failed", 40)).toBe(6 * 60 * MINUTE);
    expect(deletionBackoffMs("not_final", 1000)).toBe(6 * 60 * MINUTE);
  });

  it("keeps trying for longer than Twilio's 14 days to make a message final", () => {
    let waited = 0;
    for (let attempt = 1; attempt < MAX_DELETION_ATTEMPTS; attempt++) waited += deletionBackoffMs("not_final", attempt);
    expect(waited).toBeGreaterThan(14 * DAY);
  });
});
