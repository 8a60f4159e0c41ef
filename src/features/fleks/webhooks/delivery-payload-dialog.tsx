import { nl } from "../../../../common/i18n/nl.ts";
import { Button } from "../../../components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../../components/ui/dialog.tsx";
import { formatDateTime } from "../../../lib/relative-time.ts";
import type { DeliveryRow } from "./use-webhook-data.ts";

const t = nl.fleksWebhooks;

/** The stored payload of one delivery (personal identifiers were removed before storing). */
export function DeliveryPayloadDialog({ delivery }: { delivery: DeliveryRow }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost">
          {t.showPayload}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t.payloadTitle(delivery.webhook_id ?? "—")}</DialogTitle>
          <DialogDescription>
            {delivery.event_type ?? "—"} · {formatDateTime(delivery.received_at)}
          </DialogDescription>
        </DialogHeader>
        {delivery.error && <p className="rounded-md bg-muted p-2 text-sm">{delivery.error}</p>}
        {delivery.reprocessed_at != null && (
          <p className="text-sm text-muted-foreground">{t.reprocessedAt(formatDateTime(delivery.reprocessed_at))}</p>
        )}
        {delivery.payload ? (
          <pre
            className="max-h-96 overflow-auto rounded-md border bg-muted/50 p-3 font-mono text-xs"
            data-testid="fleks-delivery-payload"
          >
            {JSON.stringify(delivery.payload, null, 2)}
          </pre>
        ) : (
          <p className="text-sm text-muted-foreground">{t.payloadEmpty}</p>
        )}
      </DialogContent>
    </Dialog>
  );
}
