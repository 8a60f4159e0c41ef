import { describe, expect, it } from "vitest";
import { wilson } from "./report.ts";

describe("wilson", () => {
  it("gives the 95% interval of a share, wide for a few questions and never past 0 or 1", () => {
    const [lo, hi] = wilson(20, 60);
    expect(lo).toBeCloseTo(0.227, 2);
    expect(hi).toBeCloseTo(0.46, 2);
    expect(wilson(0, 8)[0]).toBe(0);
    expect(wilson(8, 8)[1]).toBe(1);
    expect(wilson(1, 84)[1]).toBeGreaterThan(0.05);
  });
});
