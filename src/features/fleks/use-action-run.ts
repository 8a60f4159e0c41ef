import { useEffect, useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { errorToast } from "./fleks-api.ts";
import type { SyncRunRow } from "./use-fleks-data.ts";

const t = nl.fleksActions;
const OPEN = new Set(["queued", "running"]);

/** A finished run's outcome in one line, for its toast and its card. */
export function actionOutcome(run: SyncRunRow): string {
  const outcome = countsOutcome(run);
  return run.dry_run ? t.dryRunOutcome(outcome) : outcome;
}

function countsOutcome(run: SyncRunRow): string {
  // A reconcile's 'updated' are the rows it restored (they came back in Fleks).
  if (run.kind === "reconcile") return t.reconcileOutcome(run.deactivated, run.updated);
  if (run.kind !== "import" || !run.checkpoint.welcome) return t.outcome(run);
  // Welcomes were asked for: how many went out (or would), or why none did (the run puts that reason first).
  const why = run.changes.find((c) => c.record === "welcome" && c.action === "skip")?.reason;
  const count = run.dry_run ? t.welcomedForecast : t.welcomedOutcome;
  const welcomes = run.welcomed > 0 || !why ? count(run.welcomed) : t.noneWelcomed(why);
  return `${t.outcome(run)}; ${welcomes}`;
}

/**
 * Starts an action through its route and follows the run it queued (live through Zero):
 * a toast when it starts and when it ends, with the counts. `run` is the one started here,
 * else the newest that `matches` (what the card shows).
 */
export function useActionRun(runs: readonly SyncRunRow[], matches: (run: SyncRunRow) => boolean) {
  const [pending, setPending] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const mine = pending ? runs.find((r) => r.id === pending) : undefined;

  useEffect(() => {
    if (!mine || OPEN.has(mine.status)) return;
    setPending(null);
    if (mine.status === "succeeded") toast.success(t.runDone, { description: actionOutcome(mine) });
    else toast.error(t.runFailed, { description: mine.error ?? actionOutcome(mine) });
  }, [mine]);

  const start = async (request: () => Promise<{ runId?: string }>) => {
    setStarting(true);
    try {
      const { runId } = await request();
      if (runId) setPending(runId);
      toast.info(t.started);
    } catch (err) {
      toast.error(...errorToast(err, t.startFailed, nl.fleks.connectionFailedFallback));
    } finally {
      setStarting(false);
    }
  };

  return {
    start,
    busy: starting || Boolean(mine && OPEN.has(mine.status)) || Boolean(pending && !mine),
    run: mine ?? runs.find(matches),
  };
}
