import type { ReactNode } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TitledCard } from "../../components/ui/titled-card.tsx";
import { formatDateTime } from "../../lib/relative-time.ts";
import { RunChanges } from "./run-changes.tsx";
import { runProgress } from "./run-progress.ts";
import { RunStatusBadge } from "./run-status-badge.tsx";
import { actionOutcome } from "./use-action-run.ts";
import type { SyncRunRow } from "./use-fleks-data.ts";

const t = nl.fleksActions;

/** The newest run of an action: status, progress, outcome and its changes (what a dry-run would do). */
export function ActionRunSummary({ run }: { run: SyncRunRow | undefined }) {
  if (!run) return <p className="text-sm text-muted-foreground">{t.noRunYet}</p>;
  const open = run.status === "queued" || run.status === "running";
  return (
    <div className="space-y-2 border-t pt-3" data-testid="fleks-action-run" data-status={run.status}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">{t.lastRun}</span>
        <span>{formatDateTime(run.started_at ?? run.created_at)}</span>
        <RunStatusBadge status={run.status} retryAt={run.retry_at} />
        {run.dry_run && <Badge variant="outline">{t.dryRunBadge}</Badge>}
        <span className="text-muted-foreground" data-testid="fleks-action-progress">
          {runProgress(run)}
        </span>
      </div>
      {!open && (
        <p className="text-sm" data-testid="fleks-action-outcome">
          {actionOutcome(run)}
        </p>
      )}
      {run.error && <p className="rounded-md bg-destructive/10 p-2 text-sm text-destructive">{run.error}</p>}
      {/* A sync keeps no change list (a backfill updates thousands): "Geen wijzigingen." under its counts would contradict them. */}
      {!open && (run.changes?.length || run.created + run.updated + run.deactivated === 0) && (
        <RunChanges changes={run.changes ?? []} />
      )}
    </div>
  );
}

/** One action: what it does, its options, its start button (admins only) and its newest run. */
export function ActionCard(props: {
  title: string;
  description: string;
  testId: string;
  isAdmin: boolean;
  busy: boolean;
  startLabel: string;
  onStart: () => void;
  run?: SyncRunRow;
  showRun?: boolean;
  children?: ReactNode;
}) {
  return (
    <TitledCard title={props.title} description={props.description}>
      <div className="space-y-4" data-testid={props.testId}>
        {props.children}
        <Button disabled={!props.isAdmin || props.busy} onClick={props.onStart}>
          {props.busy ? t.running : props.startLabel}
        </Button>
        {props.showRun !== false && <ActionRunSummary run={props.run} />}
      </div>
    </TitledCard>
  );
}
