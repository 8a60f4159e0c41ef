import { describe, expect, it } from "vitest";
import { changeOf, type DailyRow, dailySeries, figuresOf, pointsChangeOf, totalsOf } from "./figures.ts";

const row = (day: string, started: number, handed: number, resolved: number): DailyRow => ({
  day,
  conversations_started: started,
  handed_over: handed,
  bot_resolved: resolved,
  messages_in: started * 2,
  messages_out: started,
  bot_replies: resolved,
  first_responses: started,
});

describe("figures", () => {
  it("sums the period's days and gives shares of gesprekken that never add past 100%", () => {
    const rows = [row("2026-11-01", 4, 1, 3), row("2026-11-02", 6, 4, 1), row("2026-10-31", 100, 0, 100)];
    const f = figuresOf(totalsOf(rows, { from: "2026-11-01", to: "2026-11-02" }));
    expect(f.conversations_started).toBe(10);
    expect(f.messages_in).toBe(20);
    expect(f.botResolvedShare).toBeCloseTo(0.4);
    expect(f.handoverShare).toBeCloseTo(0.5);
    expect((f.botResolvedShare ?? 0) + (f.handoverShare ?? 0)).toBeLessThanOrEqual(1);
  });
  it("has no shares without gesprekken and no change without a previous figure", () => {
    expect(figuresOf(totalsOf([])).botResolvedShare).toBeNull();
    expect(changeOf(5, 0)).toBeNull();
    expect(changeOf(null, 3)).toBeNull();
    expect(changeOf(15, 10)).toBeCloseTo(0.5);
    expect(changeOf(5, 10)).toBeCloseTo(-0.5);
  });
  it("compares shares in percentage points, a previous 0% included", () => {
    expect(pointsChangeOf(0.36, 1)).toBeCloseTo(-64);
    expect(pointsChangeOf(0.6, 0.5)).toBeCloseTo(10);
    expect(pointsChangeOf(0.25, 0)).toBeCloseTo(25);
    expect(pointsChangeOf(null, 0.5)).toBeNull();
    expect(pointsChangeOf(0.5, null)).toBeNull();
  });
  it("fills days without activity with zeros", () => {
    const series = dailySeries([row("2026-11-02", 1, 0, 1)], ["2026-11-01", "2026-11-02"]);
    expect(series.map((d) => d.conversations_started)).toEqual([0, 1]);
  });
});
