import { TIME_ZONE } from "../time/time-zone.ts";

// Periods of Amsterdam calendar days, written YYYY-MM-DD (the rollups' day). Day arithmetic
// runs on UTC dates: a calendar day has no time zone, only "today" needs Amsterdam's clock.

export type DayRange = { from: string; to: string };
export type PeriodChoice = "7" | "30" | "90" | "thisWeek" | "lastWeek" | "thisMonth" | "lastMonth" | "custom";
export const PERIOD_CHOICES: readonly PeriodChoice[] = [
  "7",
  "30",
  "90",
  "thisWeek",
  "lastWeek",
  "thisMonth",
  "lastMonth",
  "custom",
];
/** The longest custom range the page and the route accept. */
export const MAX_PERIOD_DAYS = 400;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The Amsterdam calendar day of a moment. */
export function amsterdamDay(at: Date | number): string {
  // sv-SE writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("sv-SE", { timeZone: TIME_ZONE }).format(new Date(at));
}

export function isDay(value: string): boolean {
  return DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function lengthInDays({ from, to }: DayRange): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The last `n` days up to and including today. */
export function lastDays(n: number, today: string): DayRange {
  return { from: addDays(today, -(n - 1)), to: today };
}

/**
 * The days a choice stands for, up to today: the last 7, 30 or 90 days, or a calendar week
 * (from Monday, as Dutch calendars count it) or month, this one so far or the one before, as
 * a board report asks for them. Null for a custom range.
 */
export function presetRange(choice: PeriodChoice, today: string): DayRange | null {
  const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  const firstOfMonth = `${today.slice(0, 8)}01`;
  switch (choice) {
    case "7":
    case "30":
    case "90":
      return lastDays(Number(choice), today);
    case "thisWeek":
      return { from: monday, to: today };
    case "lastWeek":
      return { from: addDays(monday, -7), to: addDays(monday, -1) };
    case "thisMonth":
      return { from: firstOfMonth, to: today };
    case "lastMonth": {
      const lastOfPrevious = addDays(firstOfMonth, -1);
      return { from: `${lastOfPrevious.slice(0, 8)}01`, to: lastOfPrevious };
    }
    case "custom":
      return null;
  }
}

/** The period of equal length just before `range`. */
export function previousRange(range: DayRange): DayRange {
  const n = lengthInDays(range);
  return { from: addDays(range.from, -n), to: addDays(range.from, -1) };
}

/** Every day of the range, oldest first. */
export function daysIn(range: DayRange): string[] {
  const out: string[] = [];
  for (let d = range.from; d <= range.to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** Why a range cannot be shown: not two real days in order, longer than MAX_PERIOD_DAYS, or ending after today. */
export type RangeProblem = "invalid" | "tooLong" | "future";

/**
 * What is wrong with `range`, or null. With `today` (the Amsterdam day, amsterdamDay), a range
 * that ends after it is refused rather than clamped: a silently moved date would show a period
 * the user did not choose, a message says why and the date inputs' max already stops the picker there.
 */
export function rangeProblem(range: DayRange, today?: string): RangeProblem | null {
  if (!isDay(range.from) || !isDay(range.to) || range.from > range.to) return "invalid";
  if (lengthInDays(range) > MAX_PERIOD_DAYS) return "tooLong";
  if (today !== undefined && range.to > today) return "future";
  return null;
}
