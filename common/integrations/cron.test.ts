import { describe, expect, it } from "vitest";
import { DEFAULT_SCHEDULE, isValidSchedule, nextRunAt } from "./cron.ts";

describe("sync schedule", () => {
  it("takes five-field cron expressions", () => {
    for (const s of [DEFAULT_SCHEDULE, "0 6 * * 1-5", "30 2 1 * *", "  */5 * * * *  ", "0 0 L * *"]) {
      expect(isValidSchedule(s), s).toBe(true);
    }
  });

  it("refuses what is not one, has seconds or years, or never fires", () => {
    for (const s of ["", "elk kwartier", "* * * *", "0 */15 * * * *", "61 * * * *", "0 0 31 2 *", "* * * * * * *"]) {
      expect(isValidSchedule(s), s).toBe(false);
    }
    expect(isValidSchedule(`${"1,".repeat(60)}2 * * * *`)).toBe(false);
  });

  it("computes the next run after a moment, in Amsterdam time", () => {
    const from = Date.parse("2026-01-01T00:07:00Z");
    expect(nextRunAt(DEFAULT_SCHEDULE, from)).toBe(Date.parse("2026-01-01T00:15:00Z"));
    // 06:00 in Amsterdam is 05:00 UTC in winter and 04:00 UTC in summer.
    expect(nextRunAt("0 6 * * *", from)).toBe(Date.parse("2026-01-01T05:00:00Z"));
    expect(nextRunAt("0 6 * * *", Date.parse("2026-07-01T00:00:00Z"))).toBe(Date.parse("2026-07-01T04:00:00Z"));
    expect(nextRunAt("nope", from)).toBeNull();
  });
});
