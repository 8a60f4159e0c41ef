import { nl } from "../../../../common/i18n/nl.ts";
import type { WebhookDeliveryStatus } from "../../../../common/integrations/webhook-kinds.ts";
import { Badge } from "../../../components/ui/badge.tsx";

const styles: Record<WebhookDeliveryStatus, string> = {
  ok: "bg-green-700 text-white",
  ignored: "bg-secondary text-secondary-foreground",
  duplicate: "bg-yellow-500 text-black",
  bad_signature: "bg-destructive-solid text-destructive-foreground",
  failed: "bg-orange-700 text-white",
};

/** A delivery's status in Dutch (ok, genegeerd, duplicaat, ongeldige handtekening, mislukt). */
export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  return (
    <Badge className={styles[status]} data-status={status}>
      {nl.fleksWebhooks.statuses[status]}
    </Badge>
  );
}
