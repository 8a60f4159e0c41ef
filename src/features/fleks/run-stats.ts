import type { RunLike } from "./run-outcome.ts";
import { runEnded } from "./run-outcome.ts";

// The Monitor tab's summary cards, over the runs Zero holds (the newest 50).

export type RunStats = { runs: number; successRate: number | null; records: number; lastFailureAt: number | null };

export function runStats(runs: readonly (RunLike & { created_at: number })[]): RunStats {
  const ended = runs.filter(runEnded);
  const succeeded = ended.filter((r) => r.status === "succeeded").length;
  // Runs are newest first: the first failed one is the last failure.
  const lastFailure = runs.find((r) => r.status === "failed" || r.status === "partial");
  return {
    runs: runs.length,
    successRate: ended.length ? succeeded / ended.length : null,
    records: runs.reduce((sum, r) => sum + r.created + r.updated, 0),
    lastFailureAt: lastFailure ? (lastFailure.finished_at ?? lastFailure.created_at) : null,
  };
}

/** "98,7%" in Dutch notation. */
export const percent = (rate: number) =>
  new Intl.NumberFormat("nl-NL", { style: "percent", maximumFractionDigits: 1 }).format(rate);
