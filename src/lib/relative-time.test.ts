import { describe, expect, it } from "vitest";
import { formatDateTime, relativeTime } from "./relative-time.ts";

const now = new Date(2026, 10, 22, 12, 0, 0).getTime();
const ago = (s: number) => now - s * 1000;

describe("relative times in Dutch", () => {
  it("says zojuist for under 45 seconds", () => {
    expect(relativeTime(ago(10), now)).toBe("zojuist");
  });
  it("uses Dutch units", () => {
    expect(relativeTime(ago(5 * 60), now)).toBe("5 minuten geleden");
    expect(relativeTime(ago(60 * 60), now)).toBe("1 uur geleden");
    expect(relativeTime(ago(24 * 3600), now)).toBe("gisteren");
    expect(relativeTime(ago(3 * 24 * 3600), now)).toBe("3 dagen geleden");
    expect(relativeTime(ago(8 * 24 * 3600), now)).toBe("vorige week");
  });
  it("formats absolute dates the Dutch way", () => {
    expect(formatDateTime(now)).toMatch(/22 nov\.? 2026.*12:00/);
  });
});
