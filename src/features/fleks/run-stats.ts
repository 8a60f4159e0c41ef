// The Monitor tab's summary cards over a chosen period, from the hourly counts the server
// keeps as runs start and end (integration_sync_run_hours), plus what the runs still open
// have written so far, so the records card moves while a run is under way.

export type RunStats = { runs: number; successRate: number | null; records: number; lastFailureAt: number | null };
export type RunHour = {
  runs: number;
  ended: number;
  succeeded: number;
  records: number;
  last_failure_at?: number | null;
};
type OpenRun = { status: string; created_at: number; dry_run: boolean; created: number; updated: number };

export const RUN_PERIODS = ["24h", "7d", "30d"] as const;
export type RunPeriod = (typeof RUN_PERIODS)[number];
const PERIOD_HOURS: Record<RunPeriod, number> = { "24h": 24, "7d": 7 * 24, "30d": 30 * 24 };
const HOUR = 3_600_000;

/**
 * Where a period starts: the start of the hour `period` before now. Whole hours because the
 * counts are hourly, and so the query's argument only changes once an hour.
 */
export const periodStart = (period: RunPeriod, now: number) =>
  Math.floor(now / HOUR) * HOUR - PERIOD_HOURS[period] * HOUR;

export function runTotals(hours: readonly RunHour[], runs: readonly OpenRun[], since: number): RunStats {
  const sum = (key: "runs" | "ended" | "succeeded" | "records") => hours.reduce((n, h) => n + h[key], 0);
  const ended = sum("ended");
  const open = runs.filter(
    (r) => (r.status === "queued" || r.status === "running") && !r.dry_run && r.created_at >= since,
  );
  const failures = hours.map((h) => h.last_failure_at ?? null).filter((at): at is number => at !== null);
  return {
    runs: sum("runs"),
    successRate: ended ? sum("succeeded") / ended : null,
    records: sum("records") + open.reduce((n, r) => n + r.created + r.updated, 0),
    lastFailureAt: failures.length ? Math.max(...failures) : null,
  };
}

/** "98,7%" in Dutch notation. */
export const percent = (rate: number) =>
  new Intl.NumberFormat("nl-NL", { style: "percent", maximumFractionDigits: 1 }).format(rate);
