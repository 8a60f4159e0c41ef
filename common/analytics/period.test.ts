import { describe, expect, it } from "vitest";
import {
  addDays,
  amsterdamDay,
  daysIn,
  lastDays,
  lengthInDays,
  presetRange,
  previousRange,
  rangeProblem,
} from "./period.ts";

describe("Amsterdam days", () => {
  it("puts 23:30 UTC in summer on the next Amsterdam day, in winter 23:30 UTC as well", () => {
    expect(amsterdamDay(new Date("2026-07-14T21:59:00Z"))).toBe("2026-07-14");
    expect(amsterdamDay(new Date("2026-07-14T23:30:00Z"))).toBe("2026-07-15");
    expect(amsterdamDay(new Date("2026-01-14T22:59:00Z"))).toBe("2026-01-14");
    expect(amsterdamDay(new Date("2026-01-14T23:30:00Z"))).toBe("2026-01-15");
  });
  it("counts days across month ends and the clock change", () => {
    expect(addDays("2026-10-24", 2)).toBe("2026-10-26");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(lengthInDays({ from: "2026-03-28", to: "2026-03-30" })).toBe(3);
  });
});

describe("periods", () => {
  it("takes the last n days including today, and the equal period before it", () => {
    const week = lastDays(7, "2026-11-25");
    expect(week).toEqual({ from: "2026-11-19", to: "2026-11-25" });
    expect(previousRange(week)).toEqual({ from: "2026-11-12", to: "2026-11-18" });
    expect(daysIn(week)).toHaveLength(7);
    expect(lengthInDays(lastDays(90, "2026-11-25"))).toBe(90);
  });
  it("takes calendar weeks from Monday and calendar months, this one so far or the one before", () => {
    // Monday 30 November 2026.
    expect(presetRange("thisWeek", "2026-11-30")).toEqual({ from: "2026-11-30", to: "2026-11-30" });
    expect(presetRange("lastWeek", "2026-11-30")).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    // Sunday 29 November: still the week that began on Monday the 23rd.
    expect(presetRange("thisWeek", "2026-11-29")).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    expect(presetRange("thisMonth", "2026-11-30")).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    expect(presetRange("lastMonth", "2026-03-15")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(presetRange("lastMonth", "2026-01-04")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    expect(presetRange("30", "2026-11-30")).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    expect(presetRange("custom", "2026-11-30")).toBeNull();
  });

  it("accepts only real, ordered and bounded ranges", () => {
    expect(rangeProblem({ from: "2026-11-01", to: "2026-11-30" })).toBeNull();
    expect(rangeProblem({ from: "2026-11-30", to: "2026-11-01" })).toBe("invalid");
    expect(rangeProblem({ from: "2026-02-30", to: "2026-03-01" })).toBe("invalid");
    expect(rangeProblem({ from: "2024-01-01", to: "2026-01-01" })).toBe("tooLong");
  });
  it("refuses a range that ends after today in Amsterdam, and says why a range is refused", () => {
    const today = "2026-11-25";
    expect(rangeProblem({ from: "2026-12-01", to: "2026-12-31" }, today)).toBe("future");
    expect(rangeProblem({ from: "2026-11-20", to: "2026-11-26" }, today)).toBe("future");
    expect(rangeProblem({ from: "2026-11-20", to: today }, today)).toBeNull();
    expect(rangeProblem(lastDays(7, today), today)).toBeNull();
    expect(rangeProblem({ from: "2026-11-30", to: "2026-11-01" }, today)).toBe("invalid");
    expect(rangeProblem({ from: "2020-01-01", to: today }, today)).toBe("tooLong");
    // Without today only order and length count.
    expect(rangeProblem({ from: "2026-12-01", to: "2026-12-31" })).toBeNull();
    // Just after midnight in Amsterdam (23:30 UTC in winter) the new day is already today.
    const justAfterMidnight = amsterdamDay(new Date("2026-11-25T23:30:00Z"));
    expect(rangeProblem({ from: "2026-11-26", to: "2026-11-26" }, justAfterMidnight)).toBeNull();
  });
});
