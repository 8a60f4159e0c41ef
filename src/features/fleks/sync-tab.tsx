import { nl } from "../../../common/i18n/nl.ts";
import { SYNC_OBJECTS } from "../../../common/integrations/sync-kinds.ts";
import { Button } from "../../components/ui/button.tsx";
import { TableScroll } from "../../components/ui/table-scroll.tsx";
import { TitledCard } from "../../components/ui/titled-card.tsx";
import { formatDateTime } from "../../lib/relative-time.ts";
import { useNow } from "../../lib/use-now.ts";
import { NotConfiguredNotice } from "./integration-details-card.tsx";
import { failureReason } from "./run-failure.ts";
import { RunStatusBadge } from "./run-status-badge.tsx";
import { SyncObjectTableRow } from "./sync-object-row.tsx";
import type { FleksData } from "./use-fleks-data.ts";
import type { SyncNow } from "./use-sync-now.ts";

const t = nl.fleks;

/** Sync: per object enabled, direction, schedule and last run; sync one or all now. */
export function SyncTab(props: { data: FleksData; sync: SyncNow; isAdmin: boolean; onSetup: () => void }) {
  const { integration, objects, runs } = props.data;
  const { sync } = props;
  // The clock the next scheduled runs are counted from, moved on every 30 seconds.
  const now = useNow(30_000);
  // Without a connection (never set up, or disconnected) the same notice as the other tabs.
  if (!integration) return <NotConfiguredNotice onSetup={props.onSetup} />;

  const ordered = SYNC_OBJECTS.map((o) => objects.find((row) => row.object === o)).filter((r) => r !== undefined);
  // runs are newest first: the first of an object is its last run.
  const lastRunOf = (object: string) => runs.find((r) => r.object === object);
  const lastFinished = runs.find((r) => r.finished_at != null);
  const lastReason = lastFinished ? failureReason(lastFinished) : null;
  // One run per object at a time (the server holds to it too): a running object waits.
  const inProgress = (object: string) => {
    const status = lastRunOf(object)?.status;
    return status === "queued" || status === "running";
  };

  return (
    <div className="space-y-6">
      <TitledCard
        title={t.syncTitle}
        description={t.syncDescription}
        action={
          <Button
            disabled={!props.isAdmin || sync.busy || ordered.every((row) => inProgress(row.object))}
            onClick={() => void sync.start()}
          >
            {t.syncAll}
          </Button>
        }
      >
        <TableScroll data-testid="fleks-sync-table">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th className="p-2 font-medium">{t.object}</th>
                <th className="p-2 font-medium">{t.enabled}</th>
                <th className="p-2 font-medium">{t.direction}</th>
                <th className="p-2 font-medium">{t.schedule}</th>
                <th className="p-2 font-medium">{t.useWebhooks}</th>
                <th className="p-2 font-medium">{t.lastRun}</th>
                <th className="sticky right-0 w-px bg-card p-2">
                  <span className="sr-only">{t.runActions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {ordered.map((row) => (
                <SyncObjectTableRow
                  key={row.id}
                  row={row}
                  lastRun={lastRunOf(row.object)}
                  canEdit={props.isAdmin}
                  busy={sync.busy || inProgress(row.object)}
                  onSyncNow={() => void sync.start([row.object])}
                  now={now}
                />
              ))}
            </tbody>
          </table>
        </TableScroll>
      </TitledCard>
      <TitledCard title={t.lastSyncTitle}>
        {lastFinished ? (
          <div className="space-y-1 text-sm" data-testid="fleks-last-sync">
            <div className="flex flex-wrap items-center gap-2">
              <RunStatusBadge status={lastFinished.status} />
              <span>{t.objects[lastFinished.object]}</span>
              <span className="text-muted-foreground">
                {t.lastSyncSummary(
                  formatDateTime(lastFinished.finished_at ?? lastFinished.created_at),
                  lastFinished.fetched,
                  lastFinished.created,
                  lastFinished.updated,
                )}
              </span>
            </div>
            {lastReason && (
              <p className="break-words text-destructive" data-testid="fleks-last-sync-reason">
                <span className="sr-only">{t.failureReason}: </span>
                {lastReason}
              </p>
            )}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{t.lastSyncNone}</p>
        )}
      </TitledCard>
    </div>
  );
}
