import { amsterdamDay } from "../../../../common/analytics/period.ts";
import { nl } from "../../../../common/i18n/nl.ts";
import type { ShiftRange } from "./resolve-shift-range.ts";
import { sourceLine } from "./source-line.ts";

export type OwnShift = {
  start_at: Date;
  end_at: Date | null;
  title: string | null;
  client_name: string | null;
  city: string | null;
};

// A WhatsApp message stays short: the rest is counted, not listed.
const MAX_LISTED = 10;
const t = nl.ownWork;
const TZ = "Europe/Amsterdam";
const dayFormat = new Intl.DateTimeFormat("nl-NL", { weekday: "long", day: "numeric", month: "long", timeZone: TZ });
const dayYearFormat = new Intl.DateTimeFormat("nl-NL", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: TZ,
});
const timeFormat = new Intl.DateTimeFormat("nl-NL", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: TZ,
});

/** "maandag 2 december", with the year only when it is not this year's. */
function dayName(at: Date, now: Date): string {
  return (amsterdamDay(at).slice(0, 4) === amsterdamDay(now).slice(0, 4) ? dayFormat : dayYearFormat).format(at);
}

function line(s: OwnShift, withJob: boolean, now: Date): string {
  const end = s.end_at ? timeFormat.format(s.end_at) : null;
  const overnight = s.end_at && amsterdamDay(s.end_at) !== amsterdamDay(s.start_at) ? ` ${t.nextDay}` : "";
  const when = t.when(dayName(s.start_at, now), timeFormat.format(s.start_at), end ? `${end}${overnight}` : null);
  if (!withJob) return `• ${when}`;
  const job = s.title && s.client_name ? t.at(s.title, s.client_name) : (s.title ?? s.client_name);
  const what = [job, s.city].filter(Boolean).join(", ");
  return what ? `• ${when} — ${what}` : `• ${when}`;
}

/**
 * The answer to "wanneer moet ik werken?": the asker's shifts in the asked period in nl-NL
 * formats and Amsterdam time, with job, client and place only when `withJob` (the
 * organisation shares jobs with the assistant), and where the data came from.
 */
export function formatShifts(
  shifts: OwnShift[],
  range: ShiftRange,
  /** `next`: the first shift after the range, said when the range has none. */
  opts: { withJob: boolean; lastSyncedAt: Date | null; now: Date; next?: OwnShift | null },
): string {
  const from = dayName(new Date(`${range.from}T12:00:00Z`), opts.now);
  const period =
    range.name === "day" ? t.range.day(from) : range.name === "weekOf" ? t.range.weekOf(from) : t.range[range.name];
  const listed = range.first ? shifts.slice(0, 1) : shifts.slice(0, MAX_LISTED);
  const head = !shifts.length ? t.none(period) : range.first ? t.nextOne : t.count(shifts.length, period);
  const lines = listed.map((s) => line(s, opts.withJob, opts.now));
  if (!range.first && shifts.length > listed.length) lines.push(t.more(shifts.length - listed.length));
  if (!shifts.length && opts.next) lines.push(t.nextOne, line(opts.next, opts.withJob, opts.now));
  const note = (shifts.length || opts.next) && !opts.withJob ? `\n\n${t.noJobDetails}` : "";
  const list = lines.length ? `\n${lines.join("\n")}` : "";
  return `${head}${list}${note}\n\n${sourceLine(opts.lastSyncedAt)}`;
}
