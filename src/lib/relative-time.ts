import { nl } from "../../common/i18n/nl.ts";
import { TIME_ZONE } from "../../common/time/time-zone.ts";

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

const rtf = new Intl.RelativeTimeFormat("nl-NL", { numeric: "auto" });

// Lists keep one "now" and move it on each minute, so a message that arrives between two
// ticks is up to a minute "in the future": that is just now, not "over 1 minuut".
const AHEAD_OF_TICK_S = 90;

/** "zojuist", "5 minuten geleden", "gisteren", "vorige week" … in Dutch. */
export function relativeTime(at: number, now: number = Date.now()): string {
  const seconds = Math.round((at - now) / 1000);
  if (seconds > -45 && seconds < AHEAD_OF_TICK_S) return nl.time.justNow;
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit);
  }
  return rtf.format(Math.round(seconds / 60), "minute");
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
