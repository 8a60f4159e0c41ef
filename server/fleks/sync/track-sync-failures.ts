import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { nl } from "../../../common/i18n/nl.ts";
import type { SyncObject } from "../../../common/integrations/sync-kinds.ts";
import { memberRolesWith } from "../../../common/zero/roles.ts";
import type { Db } from "../../db/connect.ts";

/** Failed runs of one object in a row before admins are told: one can be a passing hiccup, three are not. */
export const ALERT_AFTER_FAILURES = 3;

/**
 * Keeps count of an object's failed sync runs in a row (failures_in_row; the pages read it
 * for 'Sync mislukt') and tells the organisation's owners and admins by notification when one
 * object reaches ALERT_AFTER_FAILURES: once per outage (sync_alerted_at), again only after
 * every object synced. Without it a revoked token failed every run silently while employees
 * were answered from an old roster. Runs in the transaction that ends the run.
 */
export async function trackSyncFailures(
  trx: Db,
  run: { organizationId: string; integrationId: string; object: SyncObject },
  outcome: { failed: boolean; error?: string | null },
): Promise<void> {
  if (!outcome.failed) {
    await trx
      .updateTable("integration_sync_objects")
      .set({ failures_in_row: 0 })
      .where("integration_id", "=", run.integrationId)
      .where("object", "=", run.object)
      .where("failures_in_row", ">", 0)
      .execute();
    // Recovered once no object is failing any more: a next outage is told again.
    await sql`update external_integrations set sync_alerted_at = null
      where id = ${run.integrationId} and sync_alerted_at is not null
        and not exists (select 1 from integration_sync_objects
          where integration_id = ${run.integrationId} and failures_in_row > 0)`.execute(trx);
    return;
  }
  const counted = await trx
    .updateTable("integration_sync_objects")
    .set({ failures_in_row: sql`failures_in_row + 1` })
    .where("integration_id", "=", run.integrationId)
    .where("object", "=", run.object)
    .returning("failures_in_row")
    .executeTakeFirst();
  if (!counted || counted.failures_in_row < ALERT_AFTER_FAILURES) return;
  const claimed = await trx
    .updateTable("external_integrations")
    .set({ sync_alerted_at: new Date() })
    .where("id", "=", run.integrationId)
    .where("sync_alerted_at", "is", null)
    .returning("id")
    .executeTakeFirst();
  if (!claimed) return;
  const staff = await trx
    .selectFrom("organization_members")
    .select("user_id")
    .where("organization_id", "=", run.organizationId)
    .where("role", "in", memberRolesWith("admin"))
    .execute();
  if (!staff.length) return;
  // The run's error reads '<Object> sync failed: <Dutch reason>'; the notification gives the reason.
  const reason = outcome.error?.replace(/^\w+ sync failed: /, "") ?? "";
  const t = nl.fleks.failingNotification;
  await trx
    .insertInto("notifications")
    .values(
      staff.map((s) => ({
        id: randomUUID(),
        user_id: s.user_id,
        organization_id: run.organizationId,
        type: "other" as const,
        title: t.title,
        message: t.message(counted.failures_in_row, reason).slice(0, 1000),
        data: { integration_id: run.integrationId, object: run.object },
      })),
    )
    .execute();
}
