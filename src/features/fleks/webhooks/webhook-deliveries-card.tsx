import { useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../../common/i18n/nl.ts";
import { Button } from "../../../components/ui/button.tsx";
import { TableScroll } from "../../../components/ui/table-scroll.tsx";
import { TitledCard } from "../../../components/ui/titled-card.tsx";
import { formatDateTime } from "../../../lib/relative-time.ts";
import { errorToast } from "../fleks-api.ts";
import { RunStatusBadge } from "../run-status-badge.tsx";
import type { SyncRunRow } from "../use-fleks-data.ts";
import { DeliveryPayloadDialog } from "./delivery-payload-dialog.tsx";
import { DeliveryStatusBadge } from "./delivery-status-badge.tsx";
import type { DeliveryRow } from "./use-webhook-data.ts";
import { webhookApi } from "./webhook-api.ts";

const t = nl.fleksWebhooks;

/** The sync a delivery caused: its object and the run's live status. */
function CausedRun({ runId, runs }: { runId: string | null | undefined; runs: Map<string, SyncRunRow> }) {
  const run = runId ? runs.get(runId) : undefined;
  if (!runId) return <span className="text-muted-foreground">{t.noRun}</span>;
  if (!run) return <span className="font-mono text-xs">{runId.slice(0, 8)}</span>;
  return (
    <span className="inline-flex items-center gap-1">
      {nl.fleks.objects[run.object]} <RunStatusBadge status={run.status} />
    </span>
  );
}

/**
 * Recent deliveries, live: id, type, when, status, the sync it caused; the stored payload
 * on click and 'Opnieuw verwerken' (admins) for one that names an object.
 */
export function WebhookDeliveriesCard(props: {
  organizationId: string;
  deliveries: DeliveryRow[];
  runs: SyncRunRow[];
  isAdmin: boolean;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const runs = new Map(props.runs.map((r) => [r.id, r]));
  const reprocess = async (delivery: DeliveryRow) => {
    setBusy(delivery.id);
    try {
      await webhookApi(props.organizationId).reprocess(delivery.id);
      toast.success(t.reprocessStarted);
    } catch (err) {
      toast.error(...errorToast(err, t.reprocessFailed, t.actionFailedDescription));
    } finally {
      setBusy(null);
    }
  };
  return (
    <TitledCard title={t.deliveriesTitle} description={t.deliveriesDescription}>
      {!props.isAdmin ? (
        <p className="text-sm text-muted-foreground" role="note">
          {t.deliveriesAdminsOnly}
        </p>
      ) : props.deliveries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.deliveriesEmpty}</p>
      ) : (
        <TableScroll>
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th className="p-2 font-medium">{t.columnId}</th>
                <th className="p-2 font-medium">{t.columnType}</th>
                <th className="p-2 font-medium">{t.columnReceived}</th>
                <th className="p-2 font-medium">{t.columnStatus}</th>
                <th className="p-2 font-medium">{t.columnRun}</th>
                <th className="p-2 font-medium">
                  <span className="sr-only">{t.columnActions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {props.deliveries.map((d) => (
                <tr key={d.id} className="border-b last:border-0" data-testid="fleks-delivery">
                  <td className="max-w-32 truncate p-2 font-mono text-xs" title={d.webhook_id ?? undefined}>
                    {d.webhook_id ?? "—"}
                  </td>
                  <td className="p-2">{d.event_type ?? "—"}</td>
                  <td className="p-2 whitespace-nowrap">{formatDateTime(d.received_at)}</td>
                  <td className="p-2" title={d.error ?? undefined}>
                    <DeliveryStatusBadge status={d.status} />
                  </td>
                  <td className="p-2">
                    <CausedRun runId={d.run_id} runs={runs} />
                    {d.reprocessed_at != null && (
                      <span className="ml-1 text-xs text-muted-foreground">({t.reprocessed})</span>
                    )}
                  </td>
                  <td className="p-2">
                    <div className="flex flex-wrap justify-end gap-1">
                      <DeliveryPayloadDialog delivery={d} />
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={!d.object || d.status === "bad_signature" || busy === d.id}
                        onClick={() => void reprocess(d)}
                      >
                        {t.reprocess}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </TitledCard>
  );
}
