const wall = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Amsterdam",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** How far Amsterdam's clock is ahead of UTC at `instant` (ms): one hour in winter, two in summer. */
function offsetAt(instant: number): number {
  const p = Object.fromEntries(wall.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The moment a calendar day (yyyy-mm-dd) begins in Amsterdam, as ISO: the admin picks a
 * Dutch day for a backfill, so '2026-01-05' starts at 2026-01-04T23:00Z and '2026-07-01'
 * at 2026-06-30T22:00Z.
 */
export function amsterdamMidnight(day: string): string {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  // The offset an hour or two before midnight is the one in force at midnight (DST changes at 02:00–03:00).
  const first = utcMidnight - offsetAt(utcMidnight);
  return new Date(utcMidnight - offsetAt(first)).toISOString();
}
