import { useQuery } from "@rocicorp/zero/react";
import { type ReactNode, useState } from "react";
import { formatDuration } from "../../../common/analytics/format.ts";
import { nl } from "../../../common/i18n/nl.ts";
import { TIME_ZONE } from "../../../common/time/time-zone.ts";
import { RUN_PAGE, type RunKey } from "../../../common/zero/queries/fleks.ts";
import { queries } from "../../../common/zero/queries.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TableScroll } from "../../components/ui/table-scroll.tsx";
import { cn } from "../../lib/cn.ts";
import { formatDate } from "../../lib/relative-time.ts";
import { RunErrorsDialog } from "./run-errors-dialog.tsx";
import { runProgress } from "./run-progress.ts";
import { RunStatusBadge } from "./run-status-badge.tsx";
import type { SyncRunRow } from "./use-fleks-data.ts";

const t = nl.fleks;
const COLUMNS = 8;
/** The start's time under its date, in Amsterdam like every time in the product. */
const clock = new Intl.DateTimeFormat("nl-NL", { timeStyle: "short", timeZone: TIME_ZONE });
const keyOf = (run: SyncRunRow): RunKey => ({ createdAt: run.created_at, id: run.id });

const duration = (run: SyncRunRow) => {
  if (run.started_at == null) return "—";
  return formatDuration(Math.max(0, ((run.finished_at ?? Date.now()) - run.started_at) / 1000));
};

/**
 * Every recorded run, newest first, live. The first page is the newest 50 (`runs`); 'Meer
 * laden' adds the next 50 older ones, each page a query from the last row of the one before.
 * Once paging starts, the first page is pinned to its last row (everything from there up),
 * so a run that starts meanwhile is added on top instead of pushing one out between pages.
 */
export function RunTable({ organizationId, runs }: { organizationId: string; runs: SyncRunRow[] }) {
  const [pages, setPages] = useState<RunKey[]>([]);
  const more = (last: RunKey) => setPages((p) => [...p, last]);
  if (runs.length === 0) return <p className="text-sm text-muted-foreground">{t.runsEmpty}</p>;
  // Should the table not fit after all, it scrolls in its box and 'Details' stays put.
  return (
    <TableScroll data-testid="fleks-run-table">
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th className="p-2 font-medium">{t.started}</th>
            <th className="p-2 font-medium">{nl.fleksActions.kindColumn}</th>
            <th className="p-2 font-medium">
              {t.object}
              <span className="block text-xs font-normal">{t.trigger}</span>
            </th>
            <th className="p-2 font-medium">{t.status}</th>
            <th className="p-2 font-medium">{t.progress}</th>
            <th className="p-2 font-medium">{t.counts}</th>
            <th className="p-2 font-medium">{t.duration}</th>
            <th className={cn("p-2", actionCell)}>
              <span className="sr-only">{t.runActions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {pages.length === 0 ? (
            <RunRows rows={runs} complete onMore={more} />
          ) : (
            <PinnedFirstPage organizationId={organizationId} from={pages[0] as RunKey} />
          )}
          {pages.map((before, i) => (
            <OlderPage
              key={`${before.createdAt}:${before.id}`}
              organizationId={organizationId}
              before={before}
              onMore={i === pages.length - 1 ? more : undefined}
            />
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function PinnedFirstPage({ organizationId, from }: { organizationId: string; from: RunKey }) {
  const [rows] = useQuery(queries.fleks.runsFrom({ organizationId, from }));
  return <RunRows rows={rows} complete />;
}

function OlderPage(props: { organizationId: string; before: RunKey; onMore?: (last: RunKey) => void }) {
  const [rows, result] = useQuery(
    queries.fleks.runsBefore({ organizationId: props.organizationId, before: props.before }),
  );
  return <RunRows rows={rows} complete={result.type === "complete"} onMore={props.onMore} older />;
}

/** A page's rows, and under the last page 'Meer laden' while it was full (or that there is no more). */
function RunRows(props: {
  rows: readonly SyncRunRow[];
  complete: boolean;
  onMore?: (last: RunKey) => void;
  /** An older page says when it reached the end; a short first page needs no such line. */
  older?: boolean;
}) {
  const { rows, onMore } = props;
  const last = rows[rows.length - 1];
  let footer: ReactNode = null;
  if (onMore && !props.complete) footer = <span className="text-muted-foreground">{t.loadingRuns}</span>;
  else if (onMore && last && rows.length >= RUN_PAGE)
    footer = (
      <Button type="button" variant="outline" size="sm" onClick={() => onMore(keyOf(last))}>
        {t.loadMoreRuns}
      </Button>
    );
  else if (onMore && props.older) footer = <span className="text-muted-foreground">{t.noOlderRuns}</span>;
  return (
    <>
      {rows.map((run) => (
        <RunRow key={run.id} run={run} />
      ))}
      {footer && (
        <tr>
          <td colSpan={COLUMNS} className="p-2 text-center">
            {footer}
          </td>
        </tr>
      )}
    </>
  );
}

/**
 * A run's counts, one short line each: what it fetched always, what it created, updated or
 * failed only when there was any (the Details dialog has all four).
 */
function RunCounts({ run }: { run: SyncRunRow }) {
  const lines: Array<[string, string | undefined]> = [[t.countFetched(run.fetched), undefined]];
  if (run.created > 0) lines.push([t.countCreated(run.created), undefined]);
  if (run.updated > 0) lines.push([t.countUpdated(run.updated), undefined]);
  if (run.failed > 0) lines.push([t.countFailed(run.failed), "text-destructive"]);
  return (
    <ul className="text-xs leading-4">
      {lines.map(([text, className]) => (
        <li key={text} className={cn("whitespace-nowrap", className)}>
          {text}
        </li>
      ))}
    </ul>
  );
}

/** The 'Details' column: never narrower than its button, and in view while the table scrolls. */
const actionCell = "sticky right-0 w-px whitespace-nowrap bg-card";

function RunRow({ run }: { run: SyncRunRow }) {
  const started = run.started_at ?? run.created_at;
  return (
    <tr className="border-b last:border-0" data-testid="fleks-run">
      <td className="p-2">
        <span className="block whitespace-nowrap">{formatDate(started)}</span>
        <span className="block text-xs text-muted-foreground">{clock.format(started)}</span>
      </td>
      <td className="p-2" data-testid="fleks-run-kind">
        <span className="flex flex-wrap items-center gap-1">
          {nl.fleksActions.kind[run.kind] ?? run.kind}
          {run.dry_run && <Badge variant="outline">{nl.fleksActions.dryRunBadge}</Badge>}
        </span>
      </td>
      <td className="p-2">
        <span className="block">{t.objects[run.object]}</span>
        <span className="block text-xs text-muted-foreground">{t.triggers[run.trigger]}</span>
      </td>
      <td className="p-2">
        <RunStatusBadge status={run.status} retryAt={run.retry_at} stacked />
      </td>
      <td className="p-2">{runProgress(run)}</td>
      <td className="p-2">
        <RunCounts run={run} />
      </td>
      <td className="p-2 whitespace-nowrap">{duration(run)}</td>
      <td className={cn("p-2 text-right", actionCell)}>
        <RunErrorsDialog run={run} />
      </td>
    </tr>
  );
}
