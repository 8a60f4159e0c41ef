import { Cron } from "croner";
import { TIME_ZONE } from "../time/time-zone.ts";

// One check of a sync schedule for the browser (the Sync tab) and the server (the mutator
// that stores it, and whatever computes the next run): croner runs in both, without
// dependencies. Schedules are read in Amsterdam time, so "0 6 * * *" is six in the morning
// for a Dutch organisation in summer and winter.

export const SCHEDULE_TIMEZONE = TIME_ZONE;
/** The spec's default: every 15 minutes. */
export const DEFAULT_SCHEDULE = "*/15 * * * *";
export const MAX_SCHEDULE_LENGTH = 100;

function parse(schedule: string): Cron | null {
  const text = schedule.trim();
  // Five fields only: croner also takes seconds and years, which the sync does not run at.
  if (text.length === 0 || text.length > MAX_SCHEDULE_LENGTH || text.split(/\s+/).length !== 5) return null;
  try {
    return new Cron(text, { paused: true, timezone: SCHEDULE_TIMEZONE });
  } catch {
    return null;
  }
}

/** Whether `schedule` is a 5-field cron expression that ever fires (31 February never does). */
export function isValidSchedule(schedule: string): boolean {
  const cron = parse(schedule);
  return cron !== null && cron.nextRun(new Date()) !== null;
}

/** The first time after `from` the schedule fires (epoch ms), or null for an invalid one. */
export function nextRunAt(schedule: string, from: number): number | null {
  const next = parse(schedule)?.nextRun(new Date(from));
  return next ? next.getTime() : null;
}
