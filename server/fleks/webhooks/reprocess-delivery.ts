import { nl } from "../../../common/i18n/nl.ts";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../http/app-error.ts";
import { enqueueWebhookSync } from "./enqueue-webhook-sync.ts";

const t = nl.fleksWebhooks;

/**
 * 'Opnieuw verwerken': queues (or joins) an incremental sync of the object a recorded
 * delivery named, as an admin's deliberate choice, so webhooks need not be on for it; the
 * object must still be enabled and pulled. The delivery keeps the new run's id and when it
 * was reprocessed. Refusals are AppErrors (404 for another organisation's delivery).
 */
export async function reprocessDelivery(
  db: Db,
  input: { organizationId: string; deliveryId: string },
): Promise<{ runId: string }> {
  return db.transaction().execute(async (trx) => {
    const delivery = await trx
      .selectFrom("integration_webhook_deliveries")
      .select(["id", "integration_id", "object", "status"])
      .where("id", "=", input.deliveryId)
      .where("organization_id", "=", input.organizationId)
      .forUpdate()
      .executeTakeFirst();
    if (!delivery) throw new AppError("not_found", 404, t.deliveryNotFound);
    if (!delivery.object || !delivery.integration_id || delivery.status === "bad_signature")
      throw new AppError("invalid_input", 400, t.reprocessFailed, t.cannotReprocess);
    const config = await trx
      .selectFrom("integration_sync_objects as o")
      .innerJoin("external_integrations as i", "i.id", "o.integration_id")
      .select(["o.enabled", "o.direction", "i.is_active"])
      .where("o.integration_id", "=", delivery.integration_id)
      .where("o.object", "=", delivery.object)
      .executeTakeFirst();
    if (!config?.is_active || !config.enabled || config.direction === "push")
      throw new AppError("invalid_input", 400, t.reprocessFailed, t.objectNotSyncable);
    const runId = await enqueueWebhookSync(trx, {
      organizationId: input.organizationId,
      integrationId: delivery.integration_id,
      object: delivery.object,
      delayMs: 0,
    });
    await trx
      .updateTable("integration_webhook_deliveries")
      .set({ run_id: runId, reprocessed_at: new Date() })
      .where("id", "=", delivery.id)
      .execute();
    return { runId };
  });
}
