import type { ColumnType, Generated } from "kysely";
import type { SyncObject } from "../../common/integrations/sync-kinds.ts";
import type { WebhookDeliveryStatus, WebhookPayload } from "../../common/integrations/webhook-kinds.ts";
import type { Timestamp } from "./column-types.ts";

// The Fleks webhook tables (migrations/0028_fleks_webhooks.ts).

export interface IntegrationWebhookEndpointsTable {
  id: string;
  organization_id: string;
  integration_id: string;
  secret_encrypted: string;
  previous_secret_encrypted: string | null;
  previous_valid_until: Timestamp | null;
  rotated_at: Timestamp | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface IntegrationWebhookDeliveriesTable {
  id: string;
  organization_id: string;
  integration_id: string | null;
  webhook_id: string | null;
  event_type: string | null;
  object: SyncObject | null;
  status: WebhookDeliveryStatus;
  run_id: string | null;
  payload: ColumnType<WebhookPayload | null, WebhookPayload | null | undefined, WebhookPayload | null>;
  error: string | null;
  received_at: Generated<Date>;
  reprocessed_at: Timestamp | null;
}

export interface WebhookTables {
  integration_webhook_endpoints: IntegrationWebhookEndpointsTable;
  integration_webhook_deliveries: IntegrationWebhookDeliveriesTable;
}
