import { sql } from "kysely";
import { nl } from "../../../common/i18n/nl.ts";
import type { SyncObject } from "../../../common/integrations/sync-kinds.ts";
import type { WebhookPayload } from "../../../common/integrations/webhook-kinds.ts";
import type { Db } from "../../db/connect.ts";
import { enqueueWebhookSync } from "./enqueue-webhook-sync.ts";
import { pruneWebhookDeliveries } from "./prune-webhook-deliveries.ts";

export type Accepted = { status: "ok" | "ignored" | "duplicate"; runId: string | null };

/**
 * Records a verified delivery and, for an object with webhooks on (enabled, not push-only),
 * queues or joins its incremental sync; the delivery keeps the run's id. One transaction:
 * the partial unique index on (integration, webhook id) lets only the first delivery of an
 * id in, so a replay or a concurrent retry is recorded as a duplicate and syncs nothing.
 */
export async function acceptWebhookDelivery(
  db: Db,
  input: {
    organizationId: string;
    integrationId: string;
    webhookId: string;
    eventType: string;
    object: SyncObject;
    payload: WebhookPayload;
  },
): Promise<Accepted> {
  const accepted = await db.transaction().execute(async (trx): Promise<Accepted> => {
    const config = await trx
      .selectFrom("integration_sync_objects")
      .select(["enabled", "direction", "use_webhooks"])
      .where("integration_id", "=", input.integrationId)
      .where("object", "=", input.object)
      .executeTakeFirst();
    const syncs = !!config && config.enabled && config.use_webhooks && config.direction !== "push";
    const id = crypto.randomUUID();
    const row = {
      organization_id: input.organizationId,
      integration_id: input.integrationId,
      webhook_id: input.webhookId,
      event_type: input.eventType,
      object: input.object,
      payload: input.payload,
    };
    const inserted = await trx
      .insertInto("integration_webhook_deliveries")
      .values({
        ...row,
        id,
        status: syncs ? "ok" : "ignored",
        error: syncs ? null : nl.fleksWebhooks.reasons.webhooksOff,
      })
      // The index predicate as literals: with bound parameters a generic plan (after five
      // executions of the prepared statement) cannot match the partial index.
      .onConflict((oc) =>
        oc.columns(["integration_id", "webhook_id"]).where(sql<boolean>`status in ('ok', 'ignored')`).doNothing(),
      )
      .returning("id")
      .executeTakeFirst();
    if (!inserted) {
      await trx
        .insertInto("integration_webhook_deliveries")
        .values({ ...row, id, status: "duplicate", error: nl.fleksWebhooks.reasons.alreadyReceived })
        .execute();
      return { status: "duplicate", runId: null };
    }
    if (!syncs) return { status: "ignored", runId: null };
    const runId = await enqueueWebhookSync(trx, input);
    await trx.updateTable("integration_webhook_deliveries").set({ run_id: runId }).where("id", "=", id).execute();
    return { status: "ok", runId };
  });
  await pruneWebhookDeliveries(db, input.integrationId);
  return accepted;
}
