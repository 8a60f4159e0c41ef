import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, relativeTime } from "./relative-time.ts";

const now = new Date(2026, 10, 22, 12, 0, 0).getTime();
const ago = (s: number) => now - s * 1000;

describe("relative times in Dutch", () => {
  it("says zojuist for under 45 seconds", () => {
    expect(relativeTime(ago(10), now)).toBe("zojuist");
  });
  it("says zojuist for a moment after a list's last tick, not 'over 1 minuut'", () => {
    const tick = Date.UTC(2026, 10, 29, 12, 0, 0);
    expect(relativeTime(tick + 59_000, tick)).toBe("zojuist");
    expect(relativeTime(tick + 3 * 3600_000, tick)).toBe("over 3 uur");
  });

  it("uses Dutch units", () => {
    expect(relativeTime(ago(5 * 60), now)).toBe("5 minuten geleden");
    expect(relativeTime(ago(60 * 60), now)).toBe("1 uur geleden");
    expect(relativeTime(ago(24 * 3600), now)).toBe("gisteren");
    expect(relativeTime(ago(3 * 24 * 3600), now)).toBe("3 dagen geleden");
    expect(relativeTime(ago(8 * 24 * 3600), now)).toBe("vorige week");
  });
  it("counts days, weeks and months by the Amsterdam calendar, weeks from Monday", () => {
    // Monday 30 November 2026, 08:00 in Amsterdam.
    const monday = Date.UTC(2026, 10, 30, 7, 0);
    const at = (iso: string) => Date.parse(iso);
    expect(relativeTime(at("2026-11-28T21:00:00Z"), monday)).toBe("eergisteren"); // Saturday 22:00
    expect(relativeTime(at("2026-11-29T22:30:00Z"), monday)).toBe("gisteren"); // Sunday 23:30
    expect(relativeTime(at("2026-11-30T00:30:00Z"), monday)).toBe("6 uur geleden"); // Monday 01:30
    expect(relativeTime(at("2026-11-23T09:00:00Z"), monday)).toBe("vorige week"); // last Monday
    expect(relativeTime(at("2026-11-19T12:00:00Z"), monday)).toBe("2 weken geleden"); // two weeks back
    expect(relativeTime(at("2026-10-05T12:00:00Z"), monday)).toBe("vorige maand");
    expect(relativeTime(at("2025-11-05T12:00:00Z"), monday)).toBe("vorig jaar");
  });
  it("shows Amsterdam's clock whatever the machine's zone: 05:10 UTC in November is 06:10 there", () => {
    const at = Date.UTC(2026, 10, 29, 5, 10);
    expect(formatDateTime(at)).toMatch(/29 nov\.? 2026.*06:10/);
    // 23:30 UTC on 31 March (summer time) is already 1 April in Amsterdam.
    expect(formatDate(Date.UTC(2026, 2, 31, 23, 30))).toMatch(/1 apr\.? 2026/);
  });
});
