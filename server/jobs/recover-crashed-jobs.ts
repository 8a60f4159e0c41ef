import { sql } from "kysely";
import type { Db } from "../db/connect.ts";

/** A worker process that has not beaten for this long is taken for dead. */
export const DEAD_AFTER_SECONDS = 30;

/**
 * Releases jobs (and their named queues) locked by graphile-worker ids that no live worker
 * process claims: they were running in a process that crashed or was killed. They run again
 * with their attempt count raised, so the tasks' own crash handling (for WhatsApp: look on
 * Twilio for the message before sending it again) takes over. Returns the ids released.
 */
export async function recoverCrashedJobs(db: Db): Promise<string[]> {
  const dead = await sql<{ locked_by: string }>`
    select distinct j.locked_by from graphile_worker._private_jobs j
    where j.locked_by is not null
      and j.locked_at < now() - make_interval(secs => ${DEAD_AFTER_SECONDS})
      and not exists (
        select 1 from system.worker_heartbeats h
        where h.seen_at > now() - make_interval(secs => ${DEAD_AFTER_SECONDS}) and j.locked_by = any(h.job_worker_ids)
      )`.execute(db);
  const ids = dead.rows.map((r) => r.locked_by);
  if (ids.length) await sql`select graphile_worker.force_unlock_workers(${ids}::text[])`.execute(db);
  return ids;
}
