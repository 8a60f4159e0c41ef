import { sql } from "kysely";
import type { Db } from "../../db/connect.ts";

/** How many deliveries an integration keeps, and for how long at most. */
export const KEEP_DELIVERIES = 1000;
const KEEP_DAYS = 30;
// About one recording in fifty also prunes, so the table stays bounded without a job.
const PRUNE_CHANCE = 0.02;

/**
 * Drops an integration's deliveries beyond the newest KEEP_DELIVERIES or older than 30 days.
 * A pruned id could be accepted again; Fleks retries a message for days at most and its
 * timestamp must be within five minutes, so at worst a late retry starts one harmless
 * incremental sync. `force` prunes now (tests).
 */
export async function pruneWebhookDeliveries(db: Db, integrationId: string, force = false): Promise<void> {
  if (!force && Math.random() >= PRUNE_CHANCE) return;
  await sql`delete from integration_webhook_deliveries
    where integration_id = ${integrationId}
      and (received_at < now() - make_interval(days => ${KEEP_DAYS})
        or id not in (select id from integration_webhook_deliveries where integration_id = ${integrationId}
          order by received_at desc limit ${KEEP_DELIVERIES}))`.execute(db);
}
