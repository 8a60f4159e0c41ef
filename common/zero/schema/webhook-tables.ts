import { enumeration, json, number, string } from "@rocicorp/zero";
import type { SyncObject } from "../../integrations/sync-kinds.ts";
import type { WebhookDeliveryStatus, WebhookPayload } from "../../integrations/webhook-kinds.ts";
import { orgTable } from "./tables.ts";

// The Fleks webhook tables browsers may sync (migrations/0028_fleks_webhooks.ts). The
// sealed secrets of integration_webhook_endpoints are not here and not published.

export const integration_webhook_endpoints = orgTable("integration_webhook_endpoints", {
  integration_id: string(),
  rotated_at: number().optional(),
  previous_valid_until: number().optional(),
  created_at: number(),
  updated_at: number(),
});

export const integration_webhook_deliveries = orgTable("integration_webhook_deliveries", {
  integration_id: string().optional(),
  webhook_id: string().optional(),
  event_type: string().optional(),
  object: enumeration<SyncObject>().optional(),
  status: enumeration<WebhookDeliveryStatus>(),
  run_id: string().optional(),
  payload: json<WebhookPayload>().optional(),
  error: string().optional(),
  received_at: number(),
  reprocessed_at: number().optional(),
});
