import { EventEmitter } from "node:events";
import { hostname } from "node:os";
import { Logger, type Runner, run, type WorkerEvents } from "graphile-worker";
import { sql } from "kysely";
import type { SecretBox } from "../crypto/secret-box.ts";
import type { Db } from "../db/connect.ts";
import { settleAbandonedDocuments } from "../documents/settle-abandoned-documents.ts";
import type { Mailer } from "../integrations/email/mailer.ts";
import { type ModelStates, modelStates } from "../integrations/model-states.ts";
import type { Storage } from "../integrations/storage/local-storage.ts";
import type { AssistantDeps } from "../whatsapp/assistant/answer-message.ts";
import { sweepThrottled } from "../whatsapp/delivery/sweep-throttled.ts";
import { passOnLanded } from "../whatsapp/inbound/pass-on-landed.ts";
import { crontabOf } from "./crontab.ts";
import { enqueueJob } from "./enqueue-job.ts";
import { recoverCrashedJobs } from "./recover-crashed-jobs.ts";
import { taskListOf } from "./task-list.ts";
import { onWake } from "./wake-worker.ts";

export type WorkerHandle = { runner: Runner; stop: () => Promise<void> };

const HEARTBEAT_MS = 5_000;
// Health reports a worker without a heartbeat for 20 s as down; one that cannot write its
// heartbeat for longer is stuck (seen after a Postgres restart) and is better started afresh.
const STALL_MS = 25_000;

export async function startWorker(opts: {
  databaseUrl: string;
  db: Db;
  mailer: Mailer;
  mailFrom: string;
  documents: Storage;
  assistant: AssistantDeps;
  integrationBox: SecretBox;
  outboundFetch: typeof fetch;
  concurrency: number;
  log: (line: string) => void;
  verbose: boolean;
  /**
   * Called when this worker can no longer run jobs: no heartbeat got through for STALL_MS (its
   * connections hang after a database restart), or graphile-worker's runner ended by itself.
   */
  onBroken?: (reason: string) => void;
}): Promise<WorkerHandle> {
  const logger = new Logger(() => (level, message) => {
    if (opts.verbose || level === "error" || level === "warning") opts.log(`${level}: ${message}`);
  });
  // The graphile-worker ids this process runs, announced with every heartbeat. Jobs are
  // locked by their pool's id (graphile-worker 0.18), not by the worker that runs them.
  const jobWorkerIds: string[] = [];
  const events: WorkerEvents = new EventEmitter();
  // A timer wakes the pool for a message rescheduled for its moment to send (wakeWorkerIn).
  const unwake: (() => void)[] = [];
  events.on("pool:create", ({ workerPool }) => {
    jobWorkerIds.push(workerPool.id);
    unwake.push(onWake((n) => workerPool._active && !workerPool._shuttingDown && workerPool.nudge(n)));
  });
  const runner = await run({
    events,
    connectionString: opts.databaseUrl,
    concurrency: opts.concurrency,
    // After a burst thousands of answer jobs wait: fetching a batch at a time and completing
    // them together saves two queries per job (each fetch cost ~3 ms with a deep queue).
    // A batch of one job per slot, not two: the pool fetches again only once its batch is
    // handed out, so a quiet organisation's question (priority 0, dispatchOutbox) waits for
    // every job fetched before it. With two per slot it waited for a median of 12 of a
    // burst's answers (6 to 16, five runs of whatsapp-fairness), with one per slot 8 (7 to
    // 9, three runs); a fetch per four jobs instead of per eight costs well under a
    // millisecond per job. Smaller than the concurrency, graphile-worker warns that quick
    // jobs would wait for fetches.
    preset: { worker: { localQueue: { size: opts.concurrency }, completeJobBatchDelay: 0 } },
    noHandleSignals: true,
    pollInterval: 1000,
    logger,
    crontab: crontabOf(),
    taskList: taskListOf(opts, opts.log),
  });
  // graphile-worker stops its runner when its pool meets an error it does not retry (Postgres
  // ending the pool's connections: "worker pool exited with error"). The heartbeat, on its own
  // pool, would go on saying this worker is alive while no job ran again: once, seven questions
  // waited two minutes and more with their jobs due and unlocked.
  let stopping = false;
  runner.promise.then(
    () => stopping || opts.onBroken?.("the job runner stopped by itself"),
    (err) => stopping || opts.onBroken?.(`the job runner ended: ${err instanceof Error ? err.message : String(err)}`),
  );
  const workerId = `${hostname()}:${process.pid}`;
  // The heartbeat lets /api/health on any app server tell whether some worker is alive,
  // lets live workers release the jobs of one that died, and passes on what an app server
  // landed or stored but did not pass on.
  // Stamped with the database's clock (now()), the one every reader compares it with: a
  // worker whose own clock is off is neither taken for dead (its running jobs released to
  // others) nor kept "alive" after it died.
  let lastBeat = Date.now();
  const beat = async () => {
    if (Date.now() - lastBeat > STALL_MS) opts.onBroken?.(`no heartbeat got through for ${STALL_MS / 1000} s`);
    const row = {
      worker_id: workerId,
      seen_at: sql<Date>`now()`,
      job_worker_ids: jobWorkerIds,
      // What the WhatsApp replies met at the model APIs, for /api/health on any app server.
      models: sql<ModelStates>`${JSON.stringify(modelStates(opts.assistant))}::text::jsonb`,
    };
    await opts.db
      .insertInto("system.worker_heartbeats")
      .values(row)
      .onConflict((oc) => oc.column("worker_id").doUpdateSet(row))
      .execute()
      .then(() => {
        lastBeat = Date.now();
      })
      .then(() => recoverCrashedJobs(opts.db))
      .then((ids) => ids.length && opts.log(`released jobs of crashed workers: ${ids.join(", ")}`))
      // Documents whose last attempt died with its worker (or whose job was removed) fail
      // instead of showing "Bezig..." for ever.
      .then(() => settleAbandonedDocuments(opts.db))
      .then((ids) => ids.length && opts.log(`failed documents no run will finish: ${ids.join(", ")}`))
      // Messages landed by an app server that died before it passed them on.
      .then(() => passOnLanded(opts.db))
      // Throttled messages whose resend an app server that died never queued.
      .then(() => sweepThrottled(opts.db))
      .catch(() => {});
  };
  await beat();
  const timer = setInterval(beat, HEARTBEAT_MS);
  // With an embeddings API, knowledge written before it was configured (or under another
  // model) is embedded now rather than on its next edit; unchanged texts cost nothing.
  if (opts.assistant.embedder) {
    const orgs = await opts.db.selectFrom("organizations").select("id").execute();
    for (const org of orgs) await enqueueJob(opts.db, "embed_knowledge", { organizationId: org.id });
  }
  return {
    runner,
    stop: async () => {
      stopping = true;
      clearInterval(timer);
      for (const remove of unwake) remove();
      await runner.stop();
      await opts.db
        .deleteFrom("system.worker_heartbeats")
        .where("worker_id", "=", workerId)
        .execute()
        .catch(() => {});
    },
  };
}
