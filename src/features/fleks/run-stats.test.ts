import { describe, expect, it } from "vitest";
import { percent, periodStart, runTotals } from "./run-stats.ts";

const hour = (at: number, runs: number, ended: number, succeeded: number, records: number, failure?: number) => ({
  hour: at,
  runs,
  ended,
  succeeded,
  records,
  last_failure_at: failure ?? null,
});
const open = { status: "running", dry_run: false, created: 3, updated: 1 };

describe("monitor summary", () => {
  it("adds up the period's hours: runs, the success rate over ended runs, records and the last failure", () => {
    const hours = [hour(2, 5, 4, 3, 100, 2_500), hour(1, 5, 5, 5, 50), hour(0, 2, 2, 0, 0, 1_000)];
    expect(runTotals(hours, [], 0)).toEqual({ runs: 12, successRate: 8 / 11, records: 150, lastFailureAt: 2_500 });
    expect(runTotals([], [], 0)).toEqual({ runs: 0, successRate: null, records: 0, lastFailureAt: null });
    expect(percent(0.987)).toBe("98,7%");
  });

  it("adds what open runs of the period have written so far, not a dry-run's or an ended run's", () => {
    const runs = [
      { ...open, created_at: 10 },
      { ...open, created_at: 10, dry_run: true },
      { ...open, created_at: 10, status: "succeeded" },
      { ...open, created_at: 5 },
    ];
    expect(runTotals([hour(0, 4, 1, 1, 7)], runs, 8).records).toBe(11);
  });

  it("starts a period on a whole hour", () => {
    const now = Date.parse("2026-11-26T13:47:12Z");
    expect(new Date(periodStart("24h", now)).toISOString()).toBe("2026-11-25T13:00:00.000Z");
    expect(new Date(periodStart("7d", now)).toISOString()).toBe("2026-11-19T13:00:00.000Z");
    expect(new Date(periodStart("30d", now)).toISOString()).toBe("2026-10-27T13:00:00.000Z");
  });
});
