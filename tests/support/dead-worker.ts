import type postgres from "postgres";
import { DEAD_AFTER_SECONDS } from "../../server/jobs/recover-crashed-jobs.ts";
import { commandLineOf, descendantsOf } from "../../server/runtime/process-tree.ts";
import type { RunningApp } from "./start-app.ts";
import { eventually } from "./zero-client.ts";

const isWorker = (pid: number) => commandLineOf(pid).includes("--role=worker");

/** The pid of the app's job worker process (the launcher starts it with --role=worker). */
export const workerPidOf = (app: RunningApp) => descendantsOf(app.process.pid as number).find(isWorker);

/** Kills the app's job worker process with SIGKILL, as a crash would; the launcher starts a new one. Returns its pid. */
export async function killWorker(app: RunningApp): Promise<number> {
  const pid = workerPidOf(app);
  if (!pid) throw new Error("the app runs no worker process");
  process.kill(pid, "SIGKILL");
  await eventually(() => !isWorker(pid), 10_000);
  return pid;
}

/**
 * Dates the last heartbeat of the killed worker `pid`, and the locks of the jobs it held,
 * back past the crash limit: the next worker's first heartbeat releases them, where
 * otherwise the test would wait out the half minute a live worker is given.
 */
export async function dateBackDeadWorker(sql: postgres.Sql, pid: number): Promise<void> {
  const past = `${DEAD_AFTER_SECONDS * 10} seconds`;
  const [beat] = await sql`update system.worker_heartbeats set seen_at = now() - ${past}::interval
    where worker_id like ${`%:${pid}`} returning job_worker_ids`;
  if (!beat) throw new Error(`no heartbeat of worker ${pid}`);
  await sql`update graphile_worker._private_jobs set locked_at = now() - ${past}::interval
    where locked_by = any(${beat.job_worker_ids})`;
}
