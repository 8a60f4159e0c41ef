import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { amsterdamClock, nextOpening } from "./hr-hours.ts";

const officeHours = { days: [1, 2, 3, 4, 5], from: "09:00", to: "17:00" };
// Amsterdam is UTC+1 in winter, UTC+2 in summer.
const at = (iso: string) => new Date(iso);

describe("amsterdamClock", () => {
  it("reads Amsterdam's weekday and time, in winter and in summer", () => {
    expect(amsterdamClock(at("2026-11-30T07:59:00Z"))).toEqual({ weekday: 1, minute: 8 * 60 + 59 });
    expect(amsterdamClock(at("2026-07-05T22:30:00Z"))).toEqual({ weekday: 1, minute: 30 });
  });
});

describe("nextOpening", () => {
  it("is null while HR is there, and when no hours are set", () => {
    expect(nextOpening(officeHours, at("2026-11-30T08:00:00Z"))).toBeNull(); // maandag 09:00
    expect(nextOpening(officeHours, at("2026-11-30T15:59:00Z"))).toBeNull(); // maandag 16:59
    expect(nextOpening(null, at("2026-11-29T12:00:00Z"))).toBeNull();
    expect(nextOpening({ ...officeHours, days: [] }, at("2026-11-29T12:00:00Z"))).toBeNull();
  });

  it("says later today before opening, tomorrow after closing, and the weekday over a weekend", () => {
    expect(nextOpening(officeHours, at("2026-11-30T06:30:00Z"))).toEqual({ when: "today", weekday: 1, time: "09:00" });
    expect(nextOpening(officeHours, at("2026-11-30T16:00:00Z"))).toEqual({
      when: "tomorrow",
      weekday: 2,
      time: "09:00",
    });
    // Friday evening, Saturday and Sunday: Monday.
    expect(nextOpening(officeHours, at("2026-11-27T18:00:00Z"))).toEqual({ when: "later", weekday: 1, time: "09:00" });
    expect(nextOpening(officeHours, at("2026-11-28T12:00:00Z"))).toEqual({ when: "later", weekday: 1, time: "09:00" });
    expect(nextOpening(officeHours, at("2026-11-29T12:00:00Z"))).toEqual({
      when: "tomorrow",
      weekday: 1,
      time: "09:00",
    });
  });

  it("uses summer time in summer: 07:30 UTC in July is 09:30 in Amsterdam, within the hours", () => {
    expect(nextOpening(officeHours, at("2026-07-06T07:30:00Z"))).toBeNull();
    expect(nextOpening(officeHours, at("2026-11-30T07:30:00Z"))).toEqual({ when: "today", weekday: 1, time: "09:00" });
  });

  it("one day a week: the same weekday next week, once that day's hours are over", () => {
    const mondays = { days: [1], from: "10:00", to: "12:00" };
    expect(nextOpening(mondays, at("2026-11-30T12:00:00Z"))).toEqual({ when: "nextWeek", weekday: 1, time: "10:00" });
  });

  it("any moment outside the hours opens on one of the days, at the opening time", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
        fc.date({ min: new Date("2026-01-01"), max: new Date("2028-12-31"), noInvalidDate: true }),
        (days, moment) => {
          const next = nextOpening({ days, from: "08:30", to: "17:30" }, moment);
          if (next) {
            expect(days).toContain(next.weekday);
            expect(next.time).toBe("08:30");
          } else {
            const { weekday, minute } = amsterdamClock(moment);
            expect(days).toContain(weekday);
            expect(minute).toBeGreaterThanOrEqual(8 * 60 + 30);
            expect(minute).toBeLessThan(17 * 60 + 30);
          }
        },
      ),
    );
  });
});
