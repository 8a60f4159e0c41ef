// How the analytics page writes its figures, the Dutch way (nl-NL: "1.234", "12,5%").

const whole = new Intl.NumberFormat("nl-NL", { maximumFractionDigits: 0 });
const pct = new Intl.NumberFormat("nl-NL", { style: "percent", maximumFractionDigits: 1 });
const signedPct = new Intl.NumberFormat("nl-NL", {
  style: "percent",
  maximumFractionDigits: 0,
  signDisplay: "exceptZero",
});

export const formatCount = (n: number) => whole.format(n);
export const formatShare = (share: number) => pct.format(share);
// Points to a tenth, as the cards write their shares ("91,5%" and "50%" differ by 41,5).
const signedTenths = new Intl.NumberFormat("nl-NL", { maximumFractionDigits: 1, signDisplay: "exceptZero" });
const tenths = new Intl.NumberFormat("nl-NL", { maximumFractionDigits: 1 });

const signedPctTenths = new Intl.NumberFormat("nl-NL", {
  style: "percent",
  maximumFractionDigits: 1,
  signDisplay: "exceptZero",
});
/** Dutch typesetting writes a minus, not the hyphen Intl gives. */
const withMinus = (text: string) => text.replace("-", "−");

/**
 * A change against the previous period: "+25%", "−10%", "0%". A fall that rounds to
 * "−100%" without reaching zero keeps a decimal ("−99,9%"): a board reads −100% as gone.
 */
export const formatChange = (change: number) =>
  withMinus(
    Math.abs(Math.round(change * 100)) === 100 && Math.abs(change) !== 1
      ? signedPctTenths.format(Math.trunc(change * 1000) / 1000)
      : signedPct.format(change),
  );
/** A change in percentage points, the number only: "+10", "−41,5", "0" (the catalogue adds "procentpunt"). */
export const formatPoints = (points: number) => withMinus(signedTenths.format(points));

/**
 * A duration for people: "1,7 s", "45 s", "3 min 5 s", "2 u 10 min". `wholeSeconds` for
 * figures measured in whole seconds (the gesprekken's first responses): tenths there would
 * be made up, and a reply within the first second reads "< 1 s".
 */
export function formatDuration(seconds: number, opts: { wholeSeconds?: boolean } = {}): string {
  if (opts.wholeSeconds && seconds < 1) return "< 1 s";
  // Run times: under ten seconds, tenths tell 1,7 s from 2,4 s. Under a twentieth rounds
  // to nothing, which would read as "not measured".
  if (seconds < 0.05) return "< 0,1 s";
  if (seconds < 9.95 && !opts.wholeSeconds) return `${tenths.format(seconds)} s`;
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return s % 60 ? `${minutes} min ${s % 60} s` : `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${hours} u ${minutes % 60} min` : `${hours} u`;
}

/** 2026-11-25 → "25 nov", for chart ticks; days are calendar days, formatted in UTC. */
export function formatShortDay(day: string): string {
  return new Intl.DateTimeFormat("nl-NL", { day: "numeric", month: "short", timeZone: "UTC" })
    .format(new Date(`${day}T00:00:00Z`))
    .replace(".", "");
}

/** 2026-11-25 → "woensdag 25 november 2026", for the chart's tooltip. */
export function formatLongDay(day: string): string {
  return new Intl.DateTimeFormat("nl-NL", { dateStyle: "full", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}
