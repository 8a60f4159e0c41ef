import { describe, expect, it } from "vitest";
import { monthGrid } from "./month-grid.ts";

describe("monthGrid", () => {
  it("starts weeks on Monday", () => {
    // 1 January 2026 is a Thursday: three empty cells (ma, di, wo) before it.
    const weeks = monthGrid(2026, 0);
    expect(weeks[0]).toEqual([null, null, null, "2026-01-01", "2026-01-02", "2026-01-03", "2026-01-04"]);
    expect(weeks.at(-1)?.filter(Boolean).at(-1)).toBe("2026-01-31");
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it("a month starting on Monday has no empty lead, a Sunday start six", () => {
    expect(monthGrid(2026, 5)[0]?.[0]).toBe("2026-06-01");
    expect(monthGrid(2026, 2)[0]?.slice(0, 7)).toEqual([null, null, null, null, null, null, "2026-03-01"]);
  });
});
