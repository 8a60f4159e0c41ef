import { nl } from "../../../common/i18n/nl.ts";
import type { SyncObject, SyncRunStatus } from "../../../common/integrations/sync-kinds.ts";

// The toast after 'Nu synchroniseren', from the runs it started once they have all ended.

const t = nl.fleks;

export type RunLike = {
  id: string;
  object: SyncObject;
  status: SyncRunStatus;
  finished_at?: number | null;
  fetched: number;
  created: number;
  updated: number;
  error?: string | null;
};

/** Whether a run has ended: a rate-limited run may still be waiting to go on until it has a finish time. */
export const runEnded = (run: RunLike) =>
  run.status === "succeeded" ||
  run.status === "partial" ||
  run.status === "failed" ||
  (run.status === "rate_limited" && run.finished_at != null);

export type Outcome = { kind: "success" | "partial" | "failed"; title: string; description: string };

/** The outcome of `ids` (null while one has not ended or is not in `runs` yet). */
export function runsOutcome(ids: readonly string[], runs: readonly RunLike[]): Outcome | null {
  const mine = ids.map((id) => runs.find((r) => r.id === id));
  if (mine.length === 0 || mine.some((r) => !r || !runEnded(r))) return null;
  const ended = mine as RunLike[];
  const good = ended.filter((r) => r.status === "succeeded");
  // The engine writes a failed run's error as 'Jobs sync failed: …' already (spec §8).
  const errors = ended
    .filter((r) => r.status !== "succeeded")
    .map(
      (r) =>
        r.error ||
        t.objectFailed(
          t.objectNames[r.object],
          r.status === "rate_limited" ? t.reasons.rate_limited : t.runStatuses[r.status],
        ),
    );
  if (errors.length === 0) {
    const counts = good.map((r) => t.syncCount(t.objects[r.object], r.created + r.updated));
    return { kind: "success", title: t.syncSucceeded, description: t.syncCounts(counts) };
  }
  // A partial run still stored rows: the sync did something, with errors.
  const someStored = ended.some((r) => r.status === "succeeded" || r.status === "partial");
  return {
    kind: someStored ? "partial" : "failed",
    title: someStored ? t.syncPartial : t.syncFailed,
    description: errors.join("\n"),
  };
}
