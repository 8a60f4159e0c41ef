import { nl } from "../../../common/i18n/nl.ts";
import { SYNC_OBJECTS } from "../../../common/integrations/sync-kinds.ts";
import { Button } from "../../components/ui/button.tsx";
import { TitledCard } from "../../components/ui/titled-card.tsx";
import { formatDateTime } from "../../lib/relative-time.ts";
import { RunStatusBadge } from "./run-status-badge.tsx";
import { SyncObjectTableRow } from "./sync-object-row.tsx";
import type { FleksData } from "./use-fleks-data.ts";
import type { SyncNow } from "./use-sync-now.ts";

const t = nl.fleks;

/** Sync: per object enabled, direction, schedule and last run; sync one or all now. */
export function SyncTab(props: { data: FleksData; sync: SyncNow; isAdmin: boolean }) {
  const { integration, objects, runs } = props.data;
  const { sync } = props;
  if (!integration)
    return (
      <p className="rounded-md border bg-muted/50 p-4 text-sm" role="note">
        {t.notFound}
      </p>
    );

  const ordered = SYNC_OBJECTS.map((o) => objects.find((row) => row.object === o)).filter((r) => r !== undefined);
  // runs are newest first: the first of an object is its last run.
  const lastRunOf = (object: string) => runs.find((r) => r.object === object);
  const lastFinished = runs.find((r) => r.finished_at != null);
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
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th className="p-2 font-medium">{t.object}</th>
                <th className="p-2 font-medium">{t.enabled}</th>
                <th className="p-2 font-medium">{t.direction}</th>
                <th className="p-2 font-medium">{t.schedule}</th>
                <th className="p-2 font-medium">{t.useWebhooks}</th>
                <th className="p-2 font-medium">{t.lastRun}</th>
                <th className="p-2" />
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
                />
              ))}
            </tbody>
          </table>
        </div>
      </TitledCard>
      <TitledCard title={t.lastSyncTitle}>
        {lastFinished ? (
          <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="fleks-last-sync">
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
        ) : (
          <p className="text-sm text-muted-foreground">{t.lastSyncNone}</p>
        )}
      </TitledCard>
    </div>
  );
}
