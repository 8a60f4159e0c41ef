import type { SyncObject } from "../../../common/integrations/sync-kinds.ts";
import type { Db } from "../../db/connect.ts";
import { startRun } from "../sync/start-run.ts";

/**
 * Queues a push run for one local change inside the caller's transaction, when the object
 * is enabled and set to Push or Bi-directional; returns the run id, or null when the
 * object only pulls. Employees get theirs from a trigger (migrations/0029); a local change
 * of a shift's status calls this with the shift's uuid and the moment it changed.
 */
export async function enqueuePush(
  trx: Db,
  input: { organizationId: string; object: SyncObject; record: string; changedAt: Date },
): Promise<string | null> {
  const target = await trx
    .selectFrom("integration_sync_objects as o")
    .innerJoin("external_integrations as i", "i.id", "o.integration_id")
    .select("o.integration_id")
    .where("o.organization_id", "=", input.organizationId)
    .where("o.object", "=", input.object)
    .where("o.enabled", "=", true)
    .where("o.direction", "in", ["push", "bidi"])
    .where("i.is_active", "=", true)
    .executeTakeFirst();
  if (!target) return null;
  return startRun(trx, {
    organizationId: input.organizationId,
    integrationId: target.integration_id,
    object: input.object,
    kind: "push",
    trigger: "change",
    checkpoint: { record: input.record, changedAt: input.changedAt.toISOString() },
  });
}
