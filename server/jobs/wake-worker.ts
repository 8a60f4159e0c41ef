// graphile-worker hears of a job due now at once (NOTIFY), but of one scheduled for later
// only when it next polls (pollInterval): a message rescheduled for its moment to send would
// go up to a poll late, and several such messages together, bunched. The worker process
// registers its pools here, and a timer (not a job slot) nudges them when the moment comes;
// another worker process still finds the job by polling.
type Nudge = (count: number) => void;

const pools = new Set<Nudge>();

/** Registers a worker pool's nudge; returns its removal. */
export function onWake(nudge: Nudge): () => void {
  pools.add(nudge);
  return () => pools.delete(nudge);
}

/** Asks this process's worker pools to look for due jobs in `ms` (nothing where none runs). */
export function wakeWorkerIn(ms: number): void {
  if (pools.size === 0) return;
  const timer = setTimeout(
    () => {
      for (const nudge of pools) nudge(1);
    },
    Math.max(0, ms),
  );
  timer.unref();
}
