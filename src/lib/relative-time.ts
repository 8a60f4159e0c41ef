import { nl } from "../../common/i18n/nl.ts";
import { TIME_ZONE } from "../../common/time/time-zone.ts";

const rtf = new Intl.RelativeTimeFormat("nl-NL", { numeric: "auto" });
const amsterdamDay = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE });

// Lists keep one "now" and move it on each minute, so a message that arrives between two
// ticks is up to a minute "in the future": that is just now, not "over 1 minuut".
const AHEAD_OF_TICK_S = 90;
const DAY_MS = 24 * 3600 * 1000;
// 1970-01-05 was a Monday: weeks are counted from Mondays, as Dutch calendars start them.
const MONDAY = 4;

/** The Amsterdam calendar day of a moment as [days since 1970-01-01, year, month]. */
function calendarDay(at: number): [number, number, number] {
  const [y, m, d] = amsterdamDay.format(at).split("-").map(Number) as [number, number, number];
  return [Date.UTC(y, m - 1, d) / DAY_MS, y, m];
}

/**
 * "zojuist", "5 minuten geleden", "3 uur geleden" within the day; beyond it, by Amsterdam
 * calendar: "gisteren" is the day before today whatever the hour, "vorige week" the week
 * (from Monday) before this one, "vorige maand" the calendar month before. Counting elapsed
 * hours instead called Saturday 22:00 "gisteren" on Monday morning.
 */
export function relativeTime(at: number, now: number = Date.now()): string {
  const seconds = Math.round((at - now) / 1000);
  if (seconds > -45 && seconds < AHEAD_OF_TICK_S) return nl.time.justNow;
  const [dayAt, yearAt, monthAt] = calendarDay(at);
  const [dayNow, yearNow, monthNow] = calendarDay(now);
  const days = dayAt - dayNow;
  if (days === 0 || Math.abs(seconds) < 3600) {
    return Math.abs(seconds) < 3600
      ? rtf.format(Math.round(seconds / 60), "minute")
      : rtf.format(Math.trunc(seconds / 3600), "hour");
  }
  if (Math.abs(days) < 7) return rtf.format(days, "day");
  const weeks = Math.floor((dayAt - MONDAY) / 7) - Math.floor((dayNow - MONDAY) / 7);
  if (Math.abs(weeks) < 5) return rtf.format(weeks, "week");
  const months = (yearAt - yearNow) * 12 + (monthAt - monthNow);
  if (Math.abs(months) < 12) return rtf.format(months, "month");
  return rtf.format(yearAt - yearNow, "year");
}

const dateTime = new Intl.DateTimeFormat("nl-NL", { dateStyle: "medium", timeStyle: "short", timeZone: TIME_ZONE });
const date = new Intl.DateTimeFormat("nl-NL", { dateStyle: "medium", timeZone: TIME_ZONE });

/** nl-NL date and time in Amsterdam, e.g. "22 nov 2026, 14:05", whatever the browser's own zone. */
export function formatDateTime(at: number | Date): string {
  return dateTime.format(at);
}

/** nl-NL date in Amsterdam, e.g. "22 nov 2026". */
export function formatDate(at: number | Date): string {
  return date.format(at);
}
