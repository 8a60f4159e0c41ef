import type { WebhookDeliveryStatus, WebhookPayload } from "../../../common/integrations/webhook-kinds.ts";
import type { Db } from "../../db/connect.ts";
import { pruneWebhookDeliveries } from "./prune-webhook-deliveries.ts";

/**
 * Records a delivery that did not start a sync: a bad signature or stale timestamp (no
 * payload: an unauthenticated body is anyone's text, and keeping it would let a stranger
 * write into the organisation's data), or a signed one we could not read (`payload` only
 * when it parsed, already made safe). The sender's id is kept only if it looks like one.
 */
export async function recordRefusedDelivery(
  db: Db,
  input: {
    organizationId: string;
    integrationId: string;
    webhookId: string | undefined;
    status: Extract<WebhookDeliveryStatus, "bad_signature" | "failed" | "duplicate">;
    error: string;
    eventType?: string;
    payload?: WebhookPayload | null;
  },
): Promise<void> {
  const webhookId = input.webhookId && /^[\w.:-]{1,200}$/.test(input.webhookId) ? input.webhookId : null;
  await db
    .insertInto("integration_webhook_deliveries")
    .values({
      id: crypto.randomUUID(),
      organization_id: input.organizationId,
      integration_id: input.integrationId,
      webhook_id: webhookId,
      event_type: input.eventType ?? null,
      status: input.status,
      payload: input.payload ?? null,
      error: input.error.slice(0, 500),
    })
    .execute();
  await pruneWebhookDeliveries(db, input.integrationId);
}
