import { describe, expect, it } from "vitest";
import { REWOUND_CURSOR } from "../../../common/integrations/sync-cursor.ts";
import { backoffMs, DEFAULT_RETRY } from "./fetch-page-with-retry.ts";
import { matchesFilters, upstreamFilters } from "./filter-records.ts";
import { FIRST_RUN_MS, LOOKBACK_MS, syncSince } from "./sync-window.ts";

const now = Date.parse("2026-11-25T12:00:00Z");
const iso = (ms: number) => new Date(ms).toISOString();

describe("syncSince", () => {
  it("a first run of shifts reads the last 24 hours, or back to 'modified since'", () => {
    const object = "shifts";
    expect(syncSince({ object, cursor: null, trigger: "manual", filters: {}, now })).toBe(iso(now - FIRST_RUN_MS));
    expect(syncSince({ object, cursor: null, trigger: "schedule", filters: { modifiedSince: "-30d" }, now })).toBe(
      iso(now - 30 * 86_400_000),
    );
  });
  it("a first run of a reference object reads everything, unless the user set 'modified since'", () => {
    for (const object of ["employees", "clients", "projects", "jobs"] as const) {
      expect(syncSince({ object, cursor: null, trigger: "schedule", filters: {}, now })).toBeNull();
      expect(syncSince({ object, cursor: null, trigger: "manual", filters: { statuses: ["active"] }, now })).toBeNull();
      expect(syncSince({ object, cursor: null, trigger: "schedule", filters: { modifiedSince: "-30d" }, now })).toBe(
        iso(now - 30 * 86_400_000),
      );
    }
  });
  it("later runs start at the cursor less the lookback; a backfill reads everything the filter allows", () => {
    const cursor = new Date(now - 3_600_000);
    for (const object of ["employees", "shifts"] as const) {
      expect(syncSince({ object, cursor, trigger: "schedule", filters: {}, now })).toBe(
        iso(cursor.getTime() - LOOKBACK_MS),
      );
      expect(syncSince({ object, cursor, trigger: "backfill", filters: {}, now })).toBeNull();
      expect(syncSince({ object, cursor, trigger: "backfill", filters: { modifiedSince: "2026-01-01" }, now })).toBe(
        "2026-01-01T00:00:00.000Z",
      );
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
