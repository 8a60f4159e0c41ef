import { addDays, type DayRange } from "../../../../common/analytics/period.ts";
import { MONTH_NUMBERS, TODAY_WORDS, WEEKDAYS_FROM_SUNDAY } from "../../../knowledge/analysis/calendar-words.ts";
import { normaliseChat } from "./normalise-chat.ts";

/**
 * Which days a shift question is about, as Amsterdam calendar days (both included), and how
 * to name them. `day`: one named day (the answer names its date). `first`: only the next
 * shift is wanted. `weekOf`: the Monday-to-Sunday week that begins on `from`.
 */
export type ShiftRange = DayRange & {
  name:
    | "today"
    | "tomorrow"
    | "dayAfterTomorrow"
    | "thisWeek"
    | "nextWeek"
    | "weekend"
    | "coming"
    | "next"
    | "day"
    | "weekOf";
  first?: boolean;
};

const TODAY = new RegExp(`\\b(${TODAY_WORDS.join("|")})\\b`);
const NUMERIC_DATE = /\b(\d{1,2})[-/](\d{1,2})(?:[-/](\d{2}|\d{4}))?\b/;
// "donderdag over een week": that weekday a week (or two) after the next one.
const WEEKS_ON = /\bover (een|1|twee|2) (week|weken)\b/;
// A follow-up "en die week erna?" is asked as the question it follows with this after it (shiftFollowUps).
const WEEK_AFTER = /^(.*?) ?\bde week erna$/;
const WRITTEN_DATE = new RegExp(`\\b(\\d{1,2}) (${Object.keys(MONTH_NUMBERS).join("|")})\\b(?: (\\d{4}))?`);

/** 0 = Sunday … 6 = Saturday; a calendar day has no time zone, so UTC arithmetic is exact. */
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
/** The Monday of the week `day` is in (weeks start on Monday here). */
const mondayOf = (day: string) => addDays(day, -((weekdayOf(day) + 6) % 7));
const pad = (n: number) => String(n).padStart(2, "0");

/** A day-month the asker means: this year's, or next year's once this year's has passed. */
function upcomingDate(today: string, day: number, month: number, year?: number): string | null {
  const y = year ?? Number(today.slice(0, 4));
  const at = `${y < 100 ? 2000 + y : y}-${pad(month)}-${pad(day)}`;
  const valid = month >= 1 && month <= 12 && new Date(`${at}T00:00:00Z`).toISOString().startsWith(at);
  if (!valid) return null;
  return year || at >= today ? at : `${y + 1}${at.slice(4)}`;
}

/**
 * The days a question about one's own shifts means, given today's Amsterdam date
 * (YYYY-MM-DD): vandaag, morgen, overmorgen, a weekday (the next one, today included; "over
 * een week": the one after),
 * deze/volgende week (Monday to Sunday), het weekend, a date like 12-3 or 12 maart; by
 * default the coming 7 days. `night`: asked between midnight and early morning.
 */
export function resolveShiftRange(question: string, today: string, { night = false } = {}): ShiftRange {
  const t = normaliseChat(question);
  // The week after the one the question before meant: from the Monday after the week it began in.
  const after = t.match(WEEK_AFTER);
  if (after) {
    const monday = addDays(mondayOf(resolveShiftRange(after[1], today, { night }).from), 7);
    const name = monday === addDays(mondayOf(today), 7) ? "nextWeek" : "weekOf";
    return { from: monday, to: addDays(monday, 6), name };
  }
  const one = (day: string, name: ShiftRange["name"] = "day"): ShiftRange => ({ from: day, to: day, name });
  const numeric = t.match(NUMERIC_DATE);
  if (numeric) {
    const at = upcomingDate(today, Number(numeric[1]), Number(numeric[2]), numeric[3] ? Number(numeric[3]) : undefined);
    if (at) return one(at);
  }
  const written = t.match(WRITTEN_DATE);
  if (written) {
    const at = upcomingDate(
      today,
      Number(written[1]),
      MONTH_NUMBERS[written[2]],
      written[3] ? Number(written[3]) : undefined,
    );
    if (at) return one(at);
  }
  const nextWeek = /\bvolgende week\b/.test(t);
  const weekday = WEEKDAYS_FROM_SUNDAY.findIndex((d) => new RegExp(`\\b${d}`).test(t));
  if (weekday >= 0) {
    // "volgende week zaterdag" is that week's; a bare weekday the first one from today on.
    const start = nextWeek ? addDays(mondayOf(today), 7) : today;
    const weeksOn = t.match(WEEKS_ON)?.[1];
    const later = !weeksOn ? 0 : weeksOn === "een" || weeksOn === "1" ? 7 : 14;
    return one(addDays(start, ((weekday - weekdayOf(start) + 7) % 7) + later));
  }
  if (nextWeek) {
    const monday = addDays(mondayOf(today), 7);
    return { from: monday, to: addDays(monday, 6), name: "nextWeek" };
  }
  if (/\bdeze week\b/.test(t)) {
    const monday = mondayOf(today);
    return { from: monday, to: addDays(monday, 6), name: "thisWeek" };
  }
  if (/\bweekend\b/.test(t)) {
    const sunday = addDays(mondayOf(today), 6);
    return { from: weekdayOf(today) === 0 ? today : addDays(sunday, -1), to: sunday, name: "weekend" };
  }
  // At night "morgen" is the day that has just begun: named by its date, so nobody misreads it.
  if (/\bovermorgen\b/.test(t)) return night ? one(addDays(today, 1)) : one(addDays(today, 2), "dayAfterTomorrow");
  if (/\bmorgen\b/.test(t)) return night ? one(today) : one(addDays(today, 1), "tomorrow");
  if (TODAY.test(t)) return one(today, "today");
  if (/\b(eerstvolgende|volgende) dienst\b/.test(t))
    return { from: today, to: addDays(today, 29), name: "next", first: true };
  return { from: today, to: addDays(today, 6), name: "coming" };
}
