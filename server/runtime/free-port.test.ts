import { describe, expect, it } from "vitest";
import { findFreePorts, portRange } from "./free-port.ts";

describe("portRange", () => {
  it("gives each test worker ports no other worker picks, below the ephemeral range", () => {
    const ranges = [1, 2, 3, 4, 5, 6].map((id) => portRange(String(id)));
    for (const [i, a] of ranges.entries())
      for (const b of ranges.slice(i + 1)) expect(a.high <= b.low || b.high <= a.low).toBe(true);
    expect(Math.max(...ranges.map((r) => r.high))).toBeLessThanOrEqual(32768);
    expect(portRange("7")).toEqual(portRange("1"));
  });
  it("uses the whole range outside a test worker", () => {
    expect(portRange(undefined)).toEqual({ low: 10000, high: 32000 });
    expect(portRange("x")).toEqual({ low: 10000, high: 32000 });
  });
  it("finds free ports inside the worker's own range", async () => {
    const { low, high } = portRange(process.env.VITEST_POOL_ID);
    const port = await findFreePorts(3);
    expect(port).toBeGreaterThanOrEqual(low);
    expect(port + 3).toBeLessThanOrEqual(high);
  });
});
