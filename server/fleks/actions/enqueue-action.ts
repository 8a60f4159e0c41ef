import { sql } from "kysely";
import type { ActionOptions, SyncObject, SyncTrigger } from "../../../common/integrations/sync-kinds.ts";
import type { Db } from "../../db/connect.ts";
import { enqueueJob } from "../../jobs/enqueue-job.ts";
import { syncQueueName } from "../sync/enqueue-sync.ts";

const JOB = { import: "fleks_import", reconcile: "fleks_reconcile" } as const;

/**
 * Queues an import, reconcile or push run inside the caller's transaction and returns its
 * id. It runs in the object's sync queue, so it never overlaps a sync of the same object.
 * The same action (kind, object, dry-run) already queued is reused rather than doubled.
 */
export async function enqueueAction(
  trx: Db,
  input: {
    organizationId: string;
    integrationId: string;
    kind: keyof typeof JOB;
    object: SyncObject;
    dryRun?: boolean;
    trigger?: SyncTrigger;
    options?: ActionOptions;
  },
): Promise<string> {
  const queue = syncQueueName(input.organizationId, input.object);
  const dryRun = input.dryRun ?? false;
  {
    await sql`select pg_advisory_xact_lock(hashtext(${`${queue}:${input.kind}`}))`.execute(trx);
    const open = await trx
      .selectFrom("integration_sync_runs")
      .select("id")
      .where("organization_id", "=", input.organizationId)
      .where("object", "=", input.object)
      .where("kind", "=", input.kind)
      .where("dry_run", "=", dryRun)
      .where("status", "=", "queued")
      .executeTakeFirst();
    if (open) return open.id;
  }
  const id = crypto.randomUUID();
  await trx
    .insertInto("integration_sync_runs")
    .values({
      id,
      organization_id: input.organizationId,
      integration_id: input.integrationId,
      object: input.object,
      kind: input.kind,
      trigger: input.trigger ?? "manual",
      dry_run: dryRun,
      checkpoint: input.options ?? {},
      error_samples: [],
    })
    .execute();
  await enqueueJob(trx, JOB[input.kind], { runId: id }, { queueName: queue });
  return id;
}
