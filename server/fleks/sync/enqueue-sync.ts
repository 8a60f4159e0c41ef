import { sql } from "kysely";
import type { SyncObject, SyncTrigger } from "../../../common/integrations/sync-kinds.ts";
import type { Db } from "../../db/connect.ts";
import { startRun } from "./start-run.ts";
import { syncQueueName } from "./sync-queue-name.ts";

export { syncQueueName };

type OpenRun = { id: string; status: string; trigger: string; since: string | null | undefined };

/**
 * Whether an open run already does what is asked. An ordinary request joins any queued or
 * running run. A backfill (a chosen `since`, or `full`: everything) joins only a queued
 * backfill reading from as far back: a running run chose its window when it started, and
 * when it ends it moves the cursor past the backfill's day, so joining it would lose the
 * backfill. The new run waits behind it in the object's queue instead.
 */
function covers(open: OpenRun, request: { trigger: SyncTrigger; since?: string }): boolean {
  if (request.trigger !== "backfill") return true;
  if (open.status !== "queued" || open.trigger !== "backfill") return false;
  if (open.since === undefined || open.since === null) return true; // reads everything
  return request.since !== undefined && Date.parse(open.since) <= Date.parse(request.since);
}

/**
 * Queues a sync run per object, inside the caller's transaction, and returns the run ids.
 * An object with a queued or running run that covers the request gets that run's id
 * instead of a second one (see `covers`); an advisory lock per organisation and object
 * makes the check and the insert one step for concurrent callers (the dispatcher and 'Nu
 * synchroniseren'). A dry-run is its own run beside a real one (same queue, so they take turns).
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
      .select(["id", "status", "trigger", sql<string | null | undefined>`checkpoint->>'since'`.as("since")])
      .where("organization_id", "=", input.organizationId)
      .where("object", "=", object)
      .where("status", "in", ["queued", "running"])
      .where("kind", "=", "sync")
      .where("dry_run", "=", input.dryRun ?? false)
      .orderBy("created_at")
      .execute();
    const joined = open.find((run) => covers(run, input));
    if (joined) {
      runIds.push(joined.id);
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
