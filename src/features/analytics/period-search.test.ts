import { describe, expect, it } from "vitest";
import { periodSearch, readPeriod, writePeriod } from "./period-search.ts";

const today = "2026-03-18";
const last30 = { from: "2026-02-17", to: today };

describe("the analytics period in the URL", () => {
  it("reads back every choice it writes", () => {
    for (const choice of ["7", "30", "90", "thisWeek", "lastWeek", "thisMonth", "lastMonth"] as const)
      expect(readPeriod(periodSearch.parse(writePeriod(choice, last30)), today).choice).toBe(choice);
    const range = { from: "2026-01-05", to: "2026-01-09" };
    expect(readPeriod(periodSearch.parse(writePeriod("custom", range)), today)).toEqual({
      choice: "custom",
      custom: range,
    });
  });

  it("leaves the URL bare for the default, and never writes a bare number (the router would read it as one)", () => {
    expect(writePeriod("30", last30)).toEqual({});
    expect(writePeriod("7", last30)).toEqual({ period: "7d" });
  });

  it("shows the default period for a hand-edited or stale URL instead of failing", () => {
    const read = (raw: Record<string, unknown>) => readPeriod(periodSearch.parse(raw), today);
    expect(read({})).toEqual({ choice: "30", custom: last30 });
    expect(read({ period: "yesterday" }).choice).toBe("30");
    expect(read({ period: 7 }).choice).toBe("30");
    expect(read({ period: { nested: true } }).choice).toBe("30");
    // A custom range needs both days, each a real day.
    expect(read({ period: "custom", from: "2026-01-05" }).choice).toBe("30");
    expect(read({ period: "custom", from: "2026-02-30", to: "2026-03-01" }).choice).toBe("30");
    expect(read({ period: "custom", from: "x".repeat(10_000), to: today }).choice).toBe("30");
  });

  it("keeps a custom range of real days the page must refuse, so the page says why", () => {
    // Backwards: the picker's own message explains it (rangeProblem), the URL does not hide it.
    expect(readPeriod(periodSearch.parse({ period: "custom", from: "2026-03-10", to: "2026-03-01" }), today)).toEqual({
      choice: "custom",
      custom: { from: "2026-03-10", to: "2026-03-01" },
    });
  });
});
