import type { SyncCheckpoint, SyncObject, SyncRunKind, SyncTrigger } from "../../../common/integrations/sync-kinds.ts";
import type { Db } from "../../db/connect.ts";
import { enqueueJob } from "../../jobs/enqueue-job.ts";
import { syncQueueName } from "./sync-queue-name.ts";

type QueueOptions = { queueName: string; runAt?: Date };

/** The job that carries out each kind of run (named literally, so the job registry's test sees every enqueue). */
const ENQUEUE_KIND: Record<SyncRunKind, (trx: Db, runId: string, options: QueueOptions) => Promise<void>> = {
  sync: (trx, runId, options) => enqueueJob(trx, "fleks_sync", { runId }, options),
  import: (trx, runId, options) => enqueueJob(trx, "fleks_import", { runId }, options),
  reconcile: (trx, runId, options) => enqueueJob(trx, "fleks_reconcile", { runId }, options),
  push: (trx, runId, options) => enqueueJob(trx, "fleks_push", { runId }, options),
};

/**
 * Records a queued run and enqueues the job that carries it out, in the caller's transaction
 * and in the object's queue (so no two runs of one object overlap). Returns the run id.
 */
export async function startRun(
  trx: Db,
  run: {
    organizationId: string;
    integrationId: string;
    object: SyncObject;
    kind?: SyncRunKind;
    trigger: SyncTrigger;
    dryRun?: boolean;
    checkpoint?: SyncCheckpoint;
    /** Not before this moment (a webhook burst waits to join one run). */
    runAt?: Date;
  },
): Promise<string> {
  const id = crypto.randomUUID();
  const kind = run.kind ?? "sync";
  await trx
    .insertInto("integration_sync_runs")
    .values({
      id,
      organization_id: run.organizationId,
      integration_id: run.integrationId,
      object: run.object,
      kind,
      trigger: run.trigger,
      dry_run: run.dryRun ?? false,
      checkpoint: run.checkpoint ?? {},
      error_samples: [],
    })
    .execute();
  await ENQUEUE_KIND[kind](trx, id, { queueName: syncQueueName(run.organizationId, run.object), runAt: run.runAt });
  return id;
}
