import { type Kysely, sql } from "kysely";
import type { JobDefinition } from "./define-job.ts";
import { type JobName, type JobPayload, jobNamed } from "./registry.ts";

/**
 * Enqueue inside the caller's transaction, so the job exists exactly when the write does.
 * Only registered names, with their payload type; the job's definition gives its key and
 * attempts. (The payload is checked against the schema when the job runs.)
 */
export async function enqueueJob<N extends JobName>(
  db: Kysely<any>,
  name: N,
  payload: JobPayload<N>,
  /**
   * A named queue runs its jobs one at a time, in order (e.g. one sync per organisation and
   * object); the job's own queue unless given. jobKeyMode: graphile-worker's "replace" (the
   * default: a waiting job with the same key now runs at `runAt`) or "preserve_run_at" (a
   * waiting one keeps its time: asking for a later run does not put off one already due).
   */
  options: { queueName?: string; runAt?: Date; jobKeyMode?: "replace" | "preserve_run_at" } = {},
): Promise<void> {
  const job: JobDefinition = jobNamed(name);
  const jobKey = job.jobKey?.(payload) ?? null;
  // postgres.js JSON-encodes objects itself: pass the object, never a string.
  await sql`select graphile_worker.add_job(
    ${name}::text,
    ${payload as unknown as object}::json,
    queue_name := ${options.queueName ?? job.queueName ?? null}::text,
    job_key := ${jobKey}::text,
    run_at := ${options.runAt ?? null}::timestamptz,
    max_attempts := ${job.maxAttempts ?? 10}::int,
    priority := ${job.priority ?? 0}::int,
    job_key_mode := ${options.jobKeyMode ?? "replace"}::text
  )`.execute(db);
}
