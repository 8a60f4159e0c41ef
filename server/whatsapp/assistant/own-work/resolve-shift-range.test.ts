import { describe, expect, it } from "vitest";
import { amsterdamDay } from "../../../../common/analytics/period.ts";
import { resolveShiftRange } from "./resolve-shift-range.ts";

// 2026-11-25 is a Wednesday.
const WED = "2026-11-25";

describe("resolveShiftRange", () => {
  it.each([
    ["heb ik vandaag een dienst", { from: WED, to: WED, name: "today" }],
    ["werk ik vanavond?", { from: WED, to: WED, name: "today" }],
    ["hoe laat begint mijn dienst morgen?", { from: "2026-11-26", to: "2026-11-26", name: "tomorrow" }],
    ["heb ik mrgn werk", { from: "2026-11-26", to: "2026-11-26", name: "tomorrow" }],
    ["moet ik overmorgen werken", { from: "2026-11-27", to: "2026-11-27", name: "dayAfterTomorrow" }],
    ["waar werk ik zaterdag?", { from: "2026-11-28", to: "2026-11-28", name: "day" }],
    ["waar werk ik zat", { from: "2026-11-28", to: "2026-11-28", name: "day" }],
    ["werk ik woensdag?", { from: WED, to: WED, name: "day" }],
    ["moet ik dinsdag werken", { from: "2026-12-01", to: "2026-12-01", name: "day" }],
    ["mijn rooster deze week", { from: "2026-11-23", to: "2026-11-29", name: "thisWeek" }],
    ["wanneer moet ik volgende week werken?", { from: "2026-11-30", to: "2026-12-06", name: "nextWeek" }],
    ["wnr moet ik werken volg week", { from: "2026-11-30", to: "2026-12-06", name: "nextWeek" }],
    ["waar werk ik volgende week zaterdag", { from: "2026-12-05", to: "2026-12-05", name: "day" }],
    ["moet ik dit weekend werken", { from: "2026-11-28", to: "2026-11-29", name: "weekend" }],
    ["heb ik op 12-3 een dienst?", { from: "2027-03-12", to: "2027-03-12", name: "day" }],
    ["heb ik op 1/12 een dienst?", { from: "2026-12-01", to: "2026-12-01", name: "day" }],
    ["wat zijn mijn diensten op 12 maart", { from: "2027-03-12", to: "2027-03-12", name: "day" }],
    ["werk ik 30 november", { from: "2026-11-30", to: "2026-11-30", name: "day" }],
    ["welke diensten heb ik", { from: WED, to: "2026-12-01", name: "coming" }],
    ["wanneer is mijn volgende dienst", { from: WED, to: "2026-12-24", name: "next", first: true }],
    // Further off, as follow-ups name it (shiftFollowUps asks them as shift questions).
    ["wanneer moet ik werken en donderdag over een week", { from: "2026-12-03", to: "2026-12-03", name: "day" }],
    ["wanneer moet ik werken vrijdag over 2 weken", { from: "2026-12-11", to: "2026-12-11", name: "day" }],
    ["wanneer moet ik werken en volgende week dinsdag", { from: "2026-12-01", to: "2026-12-01", name: "day" }],
    ["wanneer moet ik werken morgen de week erna", { from: "2026-11-30", to: "2026-12-06", name: "nextWeek" }],
    ["wanneer moet ik volgende week werken de week erna", { from: "2026-12-07", to: "2026-12-13", name: "weekOf" }],
    [
      "wanneer moet ik volgende week werken de week erna de week erna",
      { from: "2026-12-14", to: "2026-12-20", name: "weekOf" },
    ],
  ])("%s", (q, range) => {
    expect(resolveShiftRange(q, WED)).toEqual(range);
  });

  it("weeks start on Monday, also on a Sunday and on a Monday", () => {
    expect(resolveShiftRange("deze week", "2026-11-29")).toMatchObject({ from: "2026-11-23", to: "2026-11-29" });
    expect(resolveShiftRange("volgende week", "2026-11-29")).toMatchObject({ from: "2026-11-30", to: "2026-12-06" });
    expect(resolveShiftRange("deze week", "2026-11-30")).toMatchObject({ from: "2026-11-30", to: "2026-12-06" });
    expect(resolveShiftRange("zondag", "2026-11-29")).toMatchObject({ from: "2026-11-29" });
    expect(resolveShiftRange("weekend", "2026-11-29")).toMatchObject({ from: "2026-11-29", to: "2026-11-29" });
  });

  it("crosses months and years", () => {
    expect(resolveShiftRange("morgen", "2026-12-31")).toMatchObject({ from: "2027-01-01" });
    expect(resolveShiftRange("volgende week", "2026-12-30")).toMatchObject({ from: "2027-01-04", to: "2027-01-10" });
    expect(resolveShiftRange("welke diensten heb ik", "2027-02-26")).toMatchObject({ to: "2027-03-04" });
  });

  it("ignores a date that does not exist", () => {
    expect(resolveShiftRange("heb ik op 31-2 een dienst", WED)).toMatchObject({ name: "coming" });
  });

  it("'today' is Amsterdam's day, across midnight and both daylight-saving changes", () => {
    // 23:30 UTC is already the next day in Amsterdam (UTC+1 in winter, UTC+2 in summer).
    expect(amsterdamDay(new Date("2026-11-24T23:30:00Z"))).toBe(WED);
    expect(amsterdamDay(new Date("2026-11-24T22:59:00Z"))).toBe("2026-11-24");
    // Night of 28/29 March 2026 (clocks go forward) and 24/25 October 2026 (back).
    expect(amsterdamDay(new Date("2026-03-28T23:00:00Z"))).toBe("2026-03-29");
    expect(amsterdamDay(new Date("2026-03-29T21:59:00Z"))).toBe("2026-03-29");
    expect(amsterdamDay(new Date("2026-03-29T22:00:00Z"))).toBe("2026-03-30");
    expect(amsterdamDay(new Date("2026-10-24T22:00:00Z"))).toBe("2026-10-25");
    expect(amsterdamDay(new Date("2026-10-25T22:59:00Z"))).toBe("2026-10-25");
    expect(resolveShiftRange("morgen", amsterdamDay(new Date("2026-03-28T23:30:00Z")))).toMatchObject({
      from: "2026-03-30",
    });
  });
});
