import type { FleksIntegration, SyncRunRow } from "../use-fleks-data.ts";
import { useWebhookData } from "./use-webhook-data.ts";
import { WebhookDeliveriesCard } from "./webhook-deliveries-card.tsx";
import { WebhookSecretCard } from "./webhook-secret-card.tsx";

/** Webhooks: the endpoint and its signing secret, and the recent deliveries. */
export function WebhooksTab(props: {
  organizationId: string;
  integration: FleksIntegration;
  runs: SyncRunRow[];
  isAdmin: boolean;
}) {
  const data = useWebhookData(props.organizationId, props.integration.id);
  return (
    <>
      <WebhookSecretCard
        organizationId={props.organizationId}
        integrationId={props.integration.id}
        endpoint={data.endpoint}
        isAdmin={props.isAdmin}
      />
      <WebhookDeliveriesCard
        organizationId={props.organizationId}
        deliveries={data.deliveries}
        runs={props.runs}
        isAdmin={props.isAdmin}
      />
    </>
  );
}
