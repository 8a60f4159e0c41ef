import { TIME_ZONE } from "./time-zone.ts";

const DAY = new Intl.DateTimeFormat("nl-NL", { dateStyle: "long", timeZone: TIME_ZONE });
const PARTS = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "numeric",
  day: "numeric",
  timeZone: TIME_ZONE,
});

/**
 * The last day to answer a request made at `at` that must be answered "within one month"
 * (AVG art. 12): the same day of the next month in Amsterdam, or that month's last day when
 * it is shorter (31 January → 28 or 29 February), as "30 december 2026".
 */
export function answerDeadline(at: Date): string {
  const [year, month, day] = PARTS.format(at).split("-").map(Number);
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  // Noon UTC is the same calendar day in Amsterdam, whatever the season.
  return DAY.format(new Date(Date.UTC(year, month, Math.min(day, lastDay), 12)));
}
