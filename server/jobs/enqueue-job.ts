import { type Kysely, sql } from "kysely";
import type { JobPayloads } from "./payloads.ts";

/** Enqueue inside the caller's transaction, so the job exists exactly when the write does. */
export async function enqueueJob<K extends keyof JobPayloads>(
  db: Kysely<any>,
  task: K,
  payload: JobPayloads[K],
  opts: { jobKey?: string; maxAttempts?: number } = {},
): Promise<void> {
  // postgres.js JSON-encodes objects itself: pass the object, never a string.
  await sql`select graphile_worker.add_job(
    ${task}::text,
    ${payload as unknown as object}::json,
    job_key := ${opts.jobKey ?? null}::text,
    max_attempts := ${opts.maxAttempts ?? 10}::int
  )`.execute(db);
}
