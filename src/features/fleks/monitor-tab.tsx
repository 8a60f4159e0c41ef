import { useQuery } from "@rocicorp/zero/react";
import { useId, useState } from "react";
import { formatNumber } from "../../../common/i18n/count.ts";
import { nl } from "../../../common/i18n/nl.ts";
import type { SyncObject } from "../../../common/integrations/sync-kinds.ts";
import { queries } from "../../../common/zero/queries.ts";
import { ChoiceSelect } from "../../components/ui/choice-select.tsx";
import { TitledCard } from "../../components/ui/titled-card.tsx";
import { formatDateTime } from "../../lib/relative-time.ts";
import { useNow } from "../../lib/use-now.ts";
import { failureReason, lastFailedRun } from "./run-failure.ts";
import { percent, periodStart, RUN_PERIODS, type RunPeriod, runTotals } from "./run-stats.ts";
import { RunTable } from "./run-table.tsx";
import type { SyncRunRow } from "./use-fleks-data.ts";

const t = nl.fleks;

/** A failure's reason with its object in front, unless the reason names it already ('Jobs sync failed: …'). */
const withObject = (object: SyncObject, reason: string) =>
  reason.includes(t.objects[object]) || reason.includes(t.objectNames[object])
    ? reason
    : t.monitorFailureOf(t.objects[object], reason);

/** The hour the period starts, moved on once an hour so the cards follow the clock. */
function usePeriodStart(period: RunPeriod) {
  return periodStart(period, useNow());
}

/**
 * Monitor: summary cards over a chosen period (every run in it, from the server's hourly
 * counts) and every recorded run, newest first, paged back with 'Meer laden', live.
 */
export function MonitorTab({ organizationId, runs }: { organizationId: string; runs: SyncRunRow[] }) {
  const [period, setPeriod] = useState<RunPeriod>("24h");
  const since = usePeriodStart(period);
  const [hours] = useQuery(queries.fleks.runHours({ organizationId, since }));
  const stats = runTotals(hours, runs, since);
  const periodId = useId();
  // The last failure's reason, when its run is among the runs in view.
  const failedRun = lastFailedRun(runs, stats.lastFailureAt);
  const reason = failedRun ? failureReason(failedRun) : null;
  const cards: Array<{ label: string; value: string; detail?: string }> = [
    { label: t.monitorRuns, value: formatNumber(stats.runs) },
    { label: t.monitorSuccessRate, value: stats.successRate === null ? "—" : percent(stats.successRate) },
    { label: t.monitorRecords, value: formatNumber(stats.records) },
    {
      label: t.monitorLastFailure,
      value: stats.lastFailureAt === null ? t.monitorNoFailure : formatDateTime(stats.lastFailureAt),
      detail: failedRun && reason ? withObject(failedRun.object, reason) : undefined,
    },
  ];
  return (
    <div className="space-y-6">
      <div className="flex items-center justify-end gap-2">
        <label htmlFor={periodId} className="text-sm text-muted-foreground">
          {t.monitorPeriod}
        </label>
        <ChoiceSelect<RunPeriod>
          id={periodId}
          className="w-48"
          value={period}
          values={RUN_PERIODS}
          label={(p) => t.monitorPeriods[p]}
          onChange={(p) => p && setPeriod(p)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(({ label, value, detail }) => (
          <div key={label} className="min-w-0 rounded-lg border bg-card p-4 shadow-sm" data-testid="fleks-monitor-card">
            <p className="text-sm text-muted-foreground">{label}</p>
            <p className="mt-1 text-2xl font-semibold">{value}</p>
            {detail && (
              <p
                className="mt-1 line-clamp-3 text-xs break-words text-destructive"
                title={detail}
                data-testid="fleks-last-failure-reason"
              >
                {detail}
              </p>
            )}
          </div>
        ))}
      </div>
      <TitledCard title={t.runsTitle}>
        <RunTable organizationId={organizationId} runs={runs} />
      </TitledCard>
    </div>
  );
}
