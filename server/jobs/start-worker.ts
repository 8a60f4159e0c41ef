import { EventEmitter } from "node:events";
import { hostname } from "node:os";
import { Logger, type Runner, run, type Task, type WorkerEvents } from "graphile-worker";
import type { Db } from "../db/connect.ts";
import { processDocument } from "../documents/process-document.ts";
import type { Mailer } from "../integrations/email/mailer.ts";
import type { Storage } from "../integrations/storage/local-storage.ts";
import { answerInOrder } from "../whatsapp/assistant/answer-in-order.ts";
import type { AssistantDeps } from "../whatsapp/assistant/answer-message.ts";
import { sendStaffMessage } from "../whatsapp/delivery/send-staff-message.ts";
import { passOnLanded } from "../whatsapp/inbound/pass-on-landed.ts";
import { answerMessagePayload, processDocumentPayload } from "./payloads.ts";
import { recoverCrashedJobs } from "./recover-crashed-jobs.ts";
import { sendEmailTask } from "./send-email.ts";
import { withConversationLock } from "./with-conversation-lock.ts";

/** A job about one message, run under its conversation's lock. */
function conversationTask(
  db: Db,
  work: (conversationId: string, messageId: string, attempt: number) => Promise<void>,
): Task {
  return async (payload, helpers) => {
    const { messageId, conversationId } = answerMessagePayload.parse(payload);
    const conversation =
      conversationId ??
      (
        await db
          .selectFrom("whatsapp_messages")
          .select("conversation_id")
          .where("id", "=", messageId)
          .executeTakeFirst()
      )?.conversation_id;
    if (!conversation) return;
    await withConversationLock(db, conversation, () => work(conversation, messageId, helpers.job.attempts));
  };
}

export type WorkerHandle = { runner: Runner; stop: () => Promise<void> };

const HEARTBEAT_MS = 5_000;

export async function startWorker(opts: {
  databaseUrl: string;
  db: Db;
  mailer: Mailer;
  mailFrom: string;
  documents: Storage;
  assistant: AssistantDeps;
  concurrency: number;
  log: (line: string) => void;
  verbose: boolean;
}): Promise<WorkerHandle> {
  const logger = new Logger(() => (level, message) => {
    if (opts.verbose || level === "error" || level === "warning") opts.log(`${level}: ${message}`);
  });
  // The graphile-worker ids this process runs, announced with every heartbeat. Jobs are
  // locked by their pool's id (graphile-worker 0.18), not by the worker that runs them.
  const jobWorkerIds: string[] = [];
  const events: WorkerEvents = new EventEmitter();
  events.on("pool:create", ({ workerPool }) => jobWorkerIds.push(workerPool.id));
  const runner = await run({
    events,
    connectionString: opts.databaseUrl,
    concurrency: opts.concurrency,
    // After a burst thousands of answer jobs wait: fetching a batch at a time and completing
    // them together saves two queries per job (each fetch cost ~3 ms with a deep queue).
    preset: { worker: { localQueue: { size: 2 * opts.concurrency }, completeJobBatchDelay: 0 } },
    noHandleSignals: true,
    pollInterval: 1000,
    logger,
    crontab: "",
    taskList: {
      send_email: sendEmailTask(opts.mailer, opts.mailFrom),
      answer_whatsapp_message: conversationTask(opts.assistant.db, (conversationId, id) =>
        answerInOrder(opts.assistant, conversationId, id),
      ),
      send_staff_message: conversationTask(opts.assistant.db, (_, id, attempt) =>
        sendStaffMessage(opts.assistant, id, attempt),
      ),
      process_document: async (payload) =>
        processDocument(opts.db, opts.documents, processDocumentPayload.parse(payload).documentId),
    },
  });
  const workerId = `${hostname()}:${process.pid}`;
  // The heartbeat lets /api/health on any app server tell whether some worker is alive,
  // lets live workers release the jobs of one that died, and passes on what an app server
  // landed or stored but did not pass on.
  const beat = async () => {
    const row = { worker_id: workerId, seen_at: new Date(), job_worker_ids: jobWorkerIds };
    await opts.db
      .insertInto("system.worker_heartbeats")
      .values(row)
      .onConflict((oc) => oc.column("worker_id").doUpdateSet(row))
      .execute()
      .then(() => recoverCrashedJobs(opts.db))
      .then((ids) => ids.length && opts.log(`released jobs of crashed workers: ${ids.join(", ")}`))
      // Messages landed by an app server that died before it passed them on.
      .then(() => passOnLanded(opts.db))
      .catch(() => {});
  };
  await beat();
  const timer = setInterval(beat, HEARTBEAT_MS);
  return {
    runner,
    stop: async () => {
      clearInterval(timer);
      await runner.stop();
      await opts.db
        .deleteFrom("system.worker_heartbeats")
        .where("worker_id", "=", workerId)
        .execute()
        .catch(() => {});
    },
  };
}
