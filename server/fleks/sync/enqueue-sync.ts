import { sql } from "kysely";
import type { SyncObject, SyncTrigger } from "../../../common/integrations/sync-kinds.ts";
import type { Db } from "../../db/connect.ts";
import { startRun } from "./start-run.ts";
import { syncQueueName } from "./sync-queue-name.ts";

export { syncQueueName };

/**
 * Queues a sync run per object, inside the caller's transaction, and returns the run ids.
 * An object that already has a queued or running run gets that run's id instead of a
 * second one; an advisory lock per organisation and object makes the check and the insert
 * one step for concurrent callers (the dispatcher and 'Nu synchroniseren'). A dry-run is
 * its own run beside a real one (same queue, so they take turns).
 */
export async function enqueueSync(
  trx: Db,
  input: {
    organizationId: string;
    integrationId: string;
    objects: readonly SyncObject[];
    trigger: SyncTrigger;
    /** A backfill from a chosen moment (ISO): where the run starts reading. */
    since?: string;
    dryRun?: boolean;
  },
): Promise<string[]> {
  const runIds: string[] = [];
  for (const object of input.objects) {
    const queue = syncQueueName(input.organizationId, object);
    await sql`select pg_advisory_xact_lock(hashtext(${queue}))`.execute(trx);
    const open = await trx
      .selectFrom("integration_sync_runs")
      .select("id")
      .where("organization_id", "=", input.organizationId)
      .where("object", "=", object)
      .where("status", "in", ["queued", "running"])
      .where("kind", "=", "sync")
      .where("dry_run", "=", input.dryRun ?? false)
      .executeTakeFirst();
    if (open) {
      runIds.push(open.id);
      continue;
    }
    runIds.push(
      await startRun(trx, {
        organizationId: input.organizationId,
        integrationId: input.integrationId,
        object,
        trigger: input.trigger,
        dryRun: input.dryRun,
        checkpoint: input.since ? { since: input.since } : {},
      }),
    );
  }
  return runIds;
}
