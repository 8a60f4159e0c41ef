import { nl } from "../../../common/i18n/nl.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { TitledCard } from "../../components/ui/titled-card.tsx";
import { formatDateTime } from "../../lib/relative-time.ts";
import { RunErrorsDialog } from "./run-errors-dialog.tsx";
import { runProgress } from "./run-progress.ts";
import { percent, runStats } from "./run-stats.ts";
import { RunStatusBadge } from "./run-status-badge.tsx";
import type { SyncRunRow } from "./use-fleks-data.ts";

const t = nl.fleks;

const duration = (run: SyncRunRow) => {
  if (run.started_at == null) return "—";
  const seconds = Math.max(0, Math.round(((run.finished_at ?? Date.now()) - run.started_at) / 1000));
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
};

/** Monitor: summary cards and every recorded run, newest first, live while one runs. */
export function MonitorTab({ runs }: { runs: SyncRunRow[] }) {
  const stats = runStats(runs);
  const cards: Array<[string, string]> = [
    [t.monitorRuns, String(stats.runs)],
    [t.monitorSuccessRate, stats.successRate === null ? "—" : percent(stats.successRate)],
    [t.monitorRecords, new Intl.NumberFormat("nl-NL").format(stats.records)],
    [t.monitorLastFailure, stats.lastFailureAt === null ? t.monitorNoFailure : formatDateTime(stats.lastFailureAt)],
  ];
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(([label, value]) => (
          <div key={label} className="rounded-lg border bg-card p-4 shadow-sm" data-testid="fleks-monitor-card">
            <p className="text-sm text-muted-foreground">{label}</p>
            <p className="mt-1 text-2xl font-semibold">{value}</p>
          </div>
        ))}
      </div>
      <TitledCard title={t.runsTitle}>
        {runs.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.runsEmpty}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b text-left text-muted-foreground">
                  <th className="p-2 font-medium">{t.started}</th>
                  <th className="p-2 font-medium">{nl.fleksActions.kindColumn}</th>
                  <th className="p-2 font-medium">{t.object}</th>
                  <th className="p-2 font-medium">{t.trigger}</th>
                  <th className="p-2 font-medium">{t.status}</th>
                  <th className="p-2 font-medium">{t.progress}</th>
                  <th className="p-2 font-medium">{t.counts}</th>
                  <th className="p-2 font-medium">{t.duration}</th>
                  <th className="p-2" />
                </tr>
              </thead>
              <tbody>
                {runs.map((run) => (
                  <tr key={run.id} className="border-b last:border-0" data-testid="fleks-run">
                    <td className="p-2 whitespace-nowrap">{formatDateTime(run.started_at ?? run.created_at)}</td>
                    <td className="p-2 whitespace-nowrap" data-testid="fleks-run-kind">
                      {nl.fleksActions.kind[run.kind] ?? run.kind}
                      {run.dry_run && (
                        <Badge variant="outline" className="ml-1">
                          {nl.fleksActions.dryRunBadge}
                        </Badge>
                      )}
                    </td>
                    <td className="p-2">{t.objects[run.object]}</td>
                    <td className="p-2">{t.triggers[run.trigger]}</td>
                    <td className="p-2">
                      <RunStatusBadge status={run.status} retryAt={run.retry_at} />
                    </td>
                    <td className="p-2 whitespace-nowrap">{runProgress(run)}</td>
                    <td className="p-2 text-xs">{t.runCounts(run.fetched, run.created, run.updated, run.failed)}</td>
                    <td className="p-2 whitespace-nowrap">{duration(run)}</td>
                    <td className="p-2 text-right">
                      <RunErrorsDialog run={run} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </TitledCard>
    </div>
  );
}
