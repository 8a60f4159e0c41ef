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
  const failed = ended.filter((r) => r.status !== "succeeded");
  const errors = failed.map(
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
    description: oneReason(failed, errors) ?? errors.join("\n"),
  };
}

const dutchList = new Intl.ListFormat("nl", { type: "conjunction" });

/**
 * Several objects that failed for one reason (a refused token fails all five) as one line,
 * "Medewerkers, Klanten en Diensten: Fleks weigert het token: …", rather than the same
 * sentence five times behind English prefixes; null when the reasons differ or one failed.
 */
function oneReason(failed: readonly RunLike[], errors: readonly string[]): string | null {
  const reasons = new Set(errors.map((e) => e.replace(/^\w+ sync failed: /, "")));
  if (errors.length < 2 || reasons.size !== 1) return null;
  return t.sameFailure(dutchList.format(failed.map((r) => t.objects[r.object])), [...reasons][0] ?? "");
}
