import { describe, expect, it } from "vitest";
import { percentile, summarize } from "./stats.ts";

describe("bench statistics", () => {
  it("uses the nearest-rank percentile", () => {
    const xs = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(xs, 50)).toBe(50);
    expect(percentile(xs, 95)).toBe(95);
    expect(percentile(xs, 99)).toBe(99);
    expect(summarize([3, 1, 2])).toEqual({ n: 3, p50: 2, p95: 3, p99: 3 });
  });
});
