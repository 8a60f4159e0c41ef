import { sql } from "kysely";
import type { ActionOptions, SyncObject, SyncTrigger } from "../../../common/integrations/sync-kinds.ts";
import type { Db } from "../../db/connect.ts";
import { startRun } from "../sync/start-run.ts";
import { syncQueueName } from "../sync/sync-queue-name.ts";
import { sameActionOptions } from "./same-action-options.ts";

/**
 * Queues an import, reconcile or push run inside the caller's transaction and returns its
 * id. It runs in the object's sync queue, so it never overlaps a sync of the same object.
 * The same action (kind, object, dry-run and options) already queued is reused rather than
 * doubled; one asked for other employees or another welcome wish gets its own run.
 */
export async function enqueueAction(
  trx: Db,
  input: {
    organizationId: string;
    integrationId: string;
    kind: "import" | "reconcile";
    object: SyncObject;
    dryRun?: boolean;
    trigger?: SyncTrigger;
    options?: ActionOptions;
  },
): Promise<string> {
  const queue = syncQueueName(input.organizationId, input.object);
  const dryRun = input.dryRun ?? false;
  await sql`select pg_advisory_xact_lock(hashtext(${`${queue}:${input.kind}`}))`.execute(trx);
  const queued = await trx
    .selectFrom("integration_sync_runs")
    .select(["id", "checkpoint"])
    .where("organization_id", "=", input.organizationId)
    .where("object", "=", input.object)
    .where("kind", "=", input.kind)
    .where("dry_run", "=", dryRun)
    .where("status", "=", "queued")
    .orderBy("created_at")
    .execute();
  const same = queued.find((run) => sameActionOptions(run.checkpoint, input.options));
  if (same) return same.id;
  return startRun(trx, {
    organizationId: input.organizationId,
    integrationId: input.integrationId,
    object: input.object,
    kind: input.kind,
    trigger: input.trigger ?? "manual",
    dryRun,
    checkpoint: input.options,
  });
}
