import { useQuery } from "@rocicorp/zero/react";
import { useEffect, useId, useState } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { queries } from "../../../common/zero/queries.ts";
import { ChoiceSelect } from "../../components/ui/choice-select.tsx";
import { TitledCard } from "../../components/ui/titled-card.tsx";
import { formatDateTime } from "../../lib/relative-time.ts";
import { percent, periodStart, RUN_PERIODS, type RunPeriod, runTotals } from "./run-stats.ts";
import { RunTable } from "./run-table.tsx";
import type { SyncRunRow } from "./use-fleks-data.ts";

const t = nl.fleks;

/** The hour the period starts, moved on once an hour so the cards follow the clock. */
function usePeriodStart(period: RunPeriod) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return periodStart(period, now);
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
  const cards: Array<[string, string]> = [
    [t.monitorRuns, String(stats.runs)],
    [t.monitorSuccessRate, stats.successRate === null ? "—" : percent(stats.successRate)],
    [t.monitorRecords, new Intl.NumberFormat("nl-NL").format(stats.records)],
    [t.monitorLastFailure, stats.lastFailureAt === null ? t.monitorNoFailure : formatDateTime(stats.lastFailureAt)],
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
        {cards.map(([label, value]) => (
          <div key={label} className="rounded-lg border bg-card p-4 shadow-sm" data-testid="fleks-monitor-card">
            <p className="text-sm text-muted-foreground">{label}</p>
            <p className="mt-1 text-2xl font-semibold">{value}</p>
          </div>
        ))}
      </div>
      <TitledCard title={t.runsTitle}>
        <RunTable organizationId={organizationId} runs={runs} />
      </TitledCard>
    </div>
  );
}
