import { describe, expect, it } from "vitest";
import { formatLongDate } from "./format-long-date.ts";

describe("formatLongDate", () => {
  it("writes the month out in Dutch and uses Amsterdam time, summer and winter", () => {
    expect(formatLongDate("2026-12-02T13:05:00Z")).toMatch(/^2 december 2026.*14:05$/);
    expect(formatLongDate(Date.UTC(2026, 6, 1, 10, 0))).toMatch(/^1 juli 2026.*12:00$/);
  });
});
