import { describe, expect, it } from "vitest";
import { percent, runStats } from "./run-stats.ts";

const base = { fetched: 0, created: 0, updated: 0, created_at: 0, finished_at: 5 };

describe("monitor summary", () => {
  it("counts runs, the success rate over ended runs, records and the last failure", () => {
    const stats = runStats([
      { ...base, id: "1", object: "jobs", status: "running", finished_at: null, created: 3 },
      { ...base, id: "2", object: "jobs", status: "partial", finished_at: 20, created: 2, updated: 1 },
      { ...base, id: "3", object: "shifts", status: "succeeded", created: 10 },
      { ...base, id: "4", object: "shifts", status: "failed", finished_at: 10 },
    ]);
    expect(stats).toEqual({ runs: 4, successRate: 1 / 3, records: 16, lastFailureAt: 20 });
    expect(runStats([])).toEqual({ runs: 0, successRate: null, records: 0, lastFailureAt: null });
    expect(percent(0.987)).toBe("98,7%");
  });
});
