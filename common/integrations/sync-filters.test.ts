import { describe, expect, it } from "vitest";
import { addTag, isValidModifiedSince, MAX_TAGS, modifiedSinceAt, removeTag } from "./sync-filters.ts";

describe("filter tags", () => {
  it("adds a trimmed tag, never an empty one or a duplicate", () => {
    expect(addTag([], "  active ")).toEqual(["active"]);
    expect(addTag(["active"], "   ")).toBeNull();
    expect(addTag(["active"], "Active")).toBeNull();
    expect(addTag(["active"], "x".repeat(101))).toBeNull();
    expect(addTag(["active"], "inactive")).toEqual(["active", "inactive"]);
  });

  it("stops at the limit and removes a tag", () => {
    const full = Array.from({ length: MAX_TAGS }, (_, i) => `t${i}`);
    expect(addTag(full, "meer")).toBeNull();
    expect(removeTag(["a", "b", "c"], "b")).toEqual(["a", "c"]);
  });
});

describe("modified since", () => {
  it("takes a period back or an ISO date", () => {
    for (const v of [
      "-30d",
      "-2w",
      "-6m",
      "-1y",
      "2026-01-31",
      "2026-01-31T08:30",
      "2026-01-31T08:30:00Z",
      "2026-01-31T08:30:00.123+01:00",
    ]) {
      expect(isValidModifiedSince(v), v).toBe(true);
    }
  });

  it("refuses anything else", () => {
    for (const v of [
      "",
      "30d",
      "-0d",
      "-30",
      "-30x",
      "gisteren",
      "2026-02-31",
      "2026-13-01",
      "31-01-2026",
      "2026-01-31T25:00",
    ]) {
      expect(isValidModifiedSince(v), v).toBe(false);
    }
  });

  it("turns it into a moment", () => {
    const now = Date.parse("2026-03-31T12:00:00Z");
    expect(modifiedSinceAt("-30d", now)).toBe(Date.parse("2026-03-01T12:00:00Z"));
    expect(modifiedSinceAt("2026-01-31", now)).toBe(Date.parse("2026-01-31T00:00:00Z"));
    expect(modifiedSinceAt("nee", now)).toBeNull();
  });
});
