import { useQuery } from "@rocicorp/zero/react";
import { queries } from "../../../../common/zero/queries.ts";

/** The endpoint's rotation state (every member) and its recent deliveries (admins), live through Zero. */
export function useWebhookData(organizationId: string, integrationId: string) {
  const args = { organizationId };
  const [endpoints] = useQuery(queries.fleksWebhooks.endpoint(args));
  const [deliveries] = useQuery(queries.fleksWebhooks.deliveries(args));
  return {
    endpoint: endpoints.find((e) => e.integration_id === integrationId) ?? null,
    deliveries: deliveries.filter((d) => d.integration_id === integrationId),
  };
}

export type WebhookData = ReturnType<typeof useWebhookData>;
export type EndpointRow = NonNullable<WebhookData["endpoint"]>;
export type DeliveryRow = WebhookData["deliveries"][number];
