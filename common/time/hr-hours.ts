import { TIME_ZONE } from "./time-zone.ts";

/**
 * When HR answers WhatsApp questions: ISO weekdays (1 = maandag … 7 = zondag) and a span of
 * Amsterdam wall-clock time ("09:00" to "17:00", the end not included). Null: not set, and
 * the assistant says nothing about when.
 */
export type HrHours = { days: number[]; from: string; to: string };

/** When HR is next there, seen from a moment outside its hours, in Amsterdam's own calendar. */
export type NextOpening = { when: OpeningDay; weekday: number; time: string };
/** "later" is a day within the coming week; "nextWeek" this same weekday a week on. */
export type OpeningDay = "today" | "tomorrow" | "later" | "nextWeek";

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const clock = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** The ISO weekday and minute of the day in Amsterdam at `at` (summer and winter time alike). */
export function amsterdamClock(at: Date): { weekday: number; minute: number } {
  const parts = Object.fromEntries(clock.formatToParts(at).map((p) => [p.type, p.value]));
  return { weekday: WEEKDAYS.indexOf(parts.weekday) + 1, minute: Number(parts.hour) * 60 + Number(parts.minute) };
}

/**
 * Null while HR is there (or when no hours are set); otherwise the next day and time it
 * opens: later today, tomorrow, a weekday within the week, or this weekday next week.
 */
export function nextOpening(hours: HrHours | null, at: Date): NextOpening | null {
  if (!hours?.days.length) return null;
  const { weekday, minute } = amsterdamClock(at);
  const open = hours.days.includes(weekday);
  if (open && minute >= minutes(hours.from) && minute < minutes(hours.to)) return null;
  if (open && minute < minutes(hours.from)) return { when: "today", weekday, time: hours.from };
  for (let ahead = 1; ahead <= 7; ahead++) {
    const day = ((weekday - 1 + ahead) % 7) + 1;
    const when = ahead === 1 ? "tomorrow" : ahead === 7 ? "nextWeek" : "later";
    if (hours.days.includes(day)) return { when, weekday: day, time: hours.from };
  }
  return null;
}
