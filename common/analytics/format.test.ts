import { describe, expect, it } from "vitest";
import {
  formatChange,
  formatCount,
  formatDuration,
  formatLongDay,
  formatPoints,
  formatShare,
  formatShortDay,
} from "./format.ts";

describe("analytics formats", () => {
  it("writes numbers, shares and changes the Dutch way", () => {
    expect(formatCount(12345)).toBe("12.345");
    expect(formatShare(0.125)).toBe("12,5%");
    expect(formatChange(0.25)).toBe("+25%");
    expect(formatChange(-0.1)).toBe("−10%");
    // Almost gone is not gone.
    expect(formatChange(-0.9986)).toBe("−99,8%");
    expect(formatChange(-1)).toBe("−100%");
    expect(formatPoints(-64)).toBe("−64");
    expect(formatPoints(10.2)).toBe("+10,2");
    expect(formatPoints(41.5)).toBe("+41,5");
    expect(formatPoints(-0.03)).toBe("0");
  });
  it("writes durations in seconds, minutes and hours", () => {
    expect(formatDuration(20)).toBe("20 s");
    // Under ten seconds to a tenth: the assistant's median is 1,7 s, not "2 s".
    expect(formatDuration(1.74)).toBe("1,7 s");
    expect(formatDuration(0.2)).toBe("0,2 s");
    expect(formatDuration(0.01)).toBe("< 0,1 s");
    expect(formatDuration(9.96)).toBe("10 s");
    // First responses are stored in whole seconds: no made-up tenths.
    expect(formatDuration(2.5, { wholeSeconds: true })).toBe("3 s");
    expect(formatDuration(0, { wholeSeconds: true })).toBe("< 1 s");
    expect(formatDuration(185)).toBe("3 min 5 s");
    expect(formatDuration(7800)).toBe("2 u 10 min");
  });
  it("writes calendar days without shifting them", () => {
    expect(formatShortDay("2026-11-25")).toBe("25 nov");
    expect(formatLongDay("2026-11-23")).toBe("maandag 23 november 2026");
  });
});
