import { describe, expect, it } from "vitest";
import { REWOUND_CURSOR } from "../../../common/integrations/sync-cursor.ts";
import { backoffMs, DEFAULT_RETRY } from "./fetch-page-with-retry.ts";
import { matchesFilters, upstreamFilters } from "./filter-records.ts";
import { amsterdamDayPlus, LOOKBACK_MS, shiftStartFilter, syncSince } from "./sync-window.ts";

const now = Date.parse("2026-11-25T12:00:00Z");
const iso = (ms: number) => new Date(ms).toISOString();

describe("syncSince", () => {
  it("a first run reads everything, shifts included, unless the user set 'modified since'", () => {
    for (const object of ["employees", "clients", "projects", "jobs", "shifts"] as const) {
      expect(syncSince({ object, cursor: null, trigger: "schedule", filters: {}, now })).toBeNull();
      expect(syncSince({ object, cursor: null, trigger: "manual", filters: { statuses: ["active"] }, now })).toBeNull();
      expect(syncSince({ object, cursor: null, trigger: "schedule", filters: { modifiedSince: "-30d" }, now })).toBe(
        iso(now - 30 * 86_400_000),
      );
    }
  });
  it("later runs start at the cursor less the lookback; a backfill reads everything, whatever the floor", () => {
    const cursor = new Date(now - 3_600_000);
    for (const object of ["employees", "shifts"] as const) {
      expect(syncSince({ object, cursor, trigger: "schedule", filters: {}, now })).toBe(
        iso(cursor.getTime() - LOOKBACK_MS),
      );
      expect(syncSince({ object, cursor, trigger: "backfill", filters: {}, now })).toBeNull();
      expect(syncSince({ object, cursor, trigger: "backfill", filters: { modifiedSince: "-30d" }, now })).toBeNull();
      expect(
        syncSince({ object, cursor, trigger: "backfill", filters: { modifiedSince: "2026-01-01" }, now }),
      ).toBeNull();
    }
  });
  it("after a mapping or filter change (cursor rewound) a scheduled run reads everything the filter allows", () => {
    const cursor = new Date(REWOUND_CURSOR);
    expect(syncSince({ object: "shifts", cursor, trigger: "schedule", filters: {}, now })).toBeNull();
    expect(syncSince({ object: "jobs", cursor, trigger: "manual", filters: { modifiedSince: "-30d" }, now })).toBe(
      iso(now - 30 * 86_400_000),
    );
  });
});

describe("shift window", () => {
  it("shifts are read from the Amsterdam day 30 days back, by their start", () => {
    expect(shiftStartFilter(now)).toEqual({ start_date: "2026-10-26" });
    // 23:30 UTC on 30 November is already 1 December in Amsterdam.
    expect(amsterdamDayPlus(Date.parse("2026-11-30T23:30:00Z"), 0)).toBe("2026-12-01");
    expect(amsterdamDayPlus(Date.parse("2026-11-30T23:30:00Z"), 31)).toBe("2027-01-01");
  });
});

describe("filters and backoff", () => {
  it("status goes upstream and is checked again; locations and labels are checked here", () => {
    expect(upstreamFilters({ statuses: ["active", "new"] })).toEqual({ status: "active,new" });
    expect(upstreamFilters({})).toEqual({});
    const filters = { statuses: ["Active"], locations: ["utrecht"], labels: ["weekend"] };
    expect(matchesFilters({ status: "active", city: "Utrecht", labels: ["weekend"] }, filters)).toBe(true);
    expect(matchesFilters({ status: "inactive", city: "Utrecht", labels: ["weekend"] }, filters)).toBe(false);
    expect(matchesFilters({ status: "active", city: "Breda", labels: ["weekend"] }, filters)).toBe(false);
    expect(matchesFilters({ status: "active", city: "Utrecht", labels: [] }, filters)).toBe(false);
  });
  it("backs off exponentially with jitter, capped", () => {
    expect(backoffMs(0, DEFAULT_RETRY, () => 1)).toBe(500);
    expect(backoffMs(3, DEFAULT_RETRY, () => 0)).toBe(2000);
    expect(backoffMs(30, DEFAULT_RETRY, () => 1)).toBe(DEFAULT_RETRY.maxDelayMs);
  });
});
