import { type RawBuilder, sql } from "kysely";
import { PROCESSING_JOB_KEY_PREFIX } from "./processing-job-key.ts";

/**
 * True for a row of `table` (documents) that waits for a run no job will start: it says
 * "processing" or "pending" and no attempt of its process_document job is left (none
 * queued, none waiting for its retry, none held by a worker: a crashed worker's is held
 * until the live ones release it, see recoverCrashedJobs). graphile-worker never runs a
 * job whose attempts are used up, and one removed by hand is gone. A "pending" row counts
 * only after a minute: a run called outside a job (eval, tests) has none between two calls.
 * Whether a run holds the document's lock right now is the caller's to check.
 */
export function abandonedCondition(table: string): RawBuilder<boolean> {
  const col = (name: string) => sql.ref(`${table}.${name}`);
  return sql<boolean>`(${col("processing_status")} = 'processing'
      or (${col("processing_status")} = 'pending' and ${col("updated_at")} < now() - interval '1 minute'))
    and not exists (select 1 from graphile_worker._private_jobs j
      where j.key = ${PROCESSING_JOB_KEY_PREFIX} || ${col("id")}
        and (j.attempts < j.max_attempts or j.locked_at is not null))`;
}
