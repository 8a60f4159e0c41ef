import { nl } from "../../common/i18n/nl.ts";

const TZ = "Europe/Amsterdam";
const hour = new Intl.DateTimeFormat("en-GB", { hour: "numeric", hourCycle: "h23", timeZone: TZ });
const dayName = new Intl.DateTimeFormat("nl-NL", { weekday: "long", day: "numeric", month: "long", timeZone: TZ });

/**
 * How the assistant's reply about "morgen" begins when the asker has one shift on the
 * calendar's tomorrow, at the hour it is asked. Between midnight and 05:00 Amsterdam it reads
 * "morgen" as the day just begun (unit-tested in resolve-shift-range): it says that day has
 * none and names the next shift, tomorrow's. Weighed when asked, so a run at any hour passes.
 */
export function tomorrowsShiftSaid(now = new Date()): string {
  return Number(hour.format(now)) < 5
    ? `${nl.ownWork.none(nl.ownWork.range.day(dayName.format(now)))}\n${nl.ownWork.nextOne}`
    : nl.ownWork.count(1, nl.ownWork.range.tomorrow);
}
