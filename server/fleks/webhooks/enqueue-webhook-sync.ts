import { sql } from "kysely";
import type { SyncObject } from "../../../common/integrations/sync-kinds.ts";
import type { Db } from "../../db/connect.ts";
import { startRun } from "../sync/start-run.ts";
import { syncQueueName } from "../sync/sync-queue-name.ts";

/**
 * A burst of webhooks usually arrives within a second or two (one per changed record): the
 * run waits this long before it starts, so the whole burst joins one queued run.
 */
export const WEBHOOK_SYNC_DELAY_MS = 3_000;

/**
 * Queues an incremental sync of `object` for a webhook (inside the caller's transaction) and
 * returns its run id. Unlike enqueueSync it joins only a run that is still queued: a running
 * run may have read its window before the change the webhook announces, so one follow-up run
 * is queued behind it, and every later delivery of the burst joins that follow-up. Only a
 * real sync is joined: an import or reconcile stores nothing from the object's window and a
 * dry-run stores nothing at all, so joining one would record the delivery against a run
 * that never brings the change in. The same advisory lock as enqueueSync makes check and
 * insert one step.
 */
export async function enqueueWebhookSync(
  trx: Db,
  input: { organizationId: string; integrationId: string; object: SyncObject; delayMs?: number },
): Promise<string> {
  const queue = syncQueueName(input.organizationId, input.object);
  await sql`select pg_advisory_xact_lock(hashtext(${queue}))`.execute(trx);
  const queued = await trx
    .selectFrom("integration_sync_runs")
    .select("id")
    .where("organization_id", "=", input.organizationId)
    .where("object", "=", input.object)
    .where("status", "=", "queued")
    .where("kind", "=", "sync")
    .where("dry_run", "=", false)
    .executeTakeFirst();
  if (queued) return queued.id;
  return startRun(trx, {
    organizationId: input.organizationId,
    integrationId: input.integrationId,
    object: input.object,
    trigger: "webhook",
    runAt: new Date(Date.now() + (input.delayMs ?? WEBHOOK_SYNC_DELAY_MS)),
  });
}
