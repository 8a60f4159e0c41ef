import type { SyncErrorSample, SyncRunStatus } from "../../../common/integrations/sync-kinds.ts";

// Why a run did not succeed, as the Sync tab and the Monitor's 'Laatste fout' show it: the
// run's own error (what the Details dialog shows first), else its first error sample.

type RunLike = {
  status: SyncRunStatus;
  finished_at?: number | null;
  error?: string | null;
  error_samples?: readonly SyncErrorSample[] | null;
};

const failedStatuses: ReadonlySet<SyncRunStatus> = new Set(["failed", "partial", "rate_limited"]);

/** The reason a failed, partial or rate-limited run gives; null for any other run or one without a reason. */
export function failureReason(run: RunLike): string | null {
  if (!failedStatuses.has(run.status)) return null;
  if (run.error?.trim()) return run.error.trim();
  const sample = run.error_samples?.[0];
  if (!sample?.message) return null;
  return sample.record ? `${sample.record}: ${sample.message}` : sample.message;
}

/**
 * The run behind the Monitor's last failure: the hourly counts keep when a failed or partial
 * run finished, so it is the one of those that finished then, the closest within a second
 * (null when it is not among the runs in view).
 */
export function lastFailedRun<R extends RunLike>(runs: readonly R[], at: number | null): R | null {
  if (at === null) return null;
  let best: R | null = null;
  let bestGap = 1000;
  for (const run of runs) {
    if ((run.status !== "failed" && run.status !== "partial") || run.finished_at == null) continue;
    const gap = Math.abs(run.finished_at - at);
    if (gap < bestGap) {
      best = run;
      bestGap = gap;
    }
  }
  return best;
}
