import type { Db } from "../../db/connect.ts";

/**
 * Runs a Fleks run's work; when it throws on the job's last attempt the run is marked
 * failed, so it does not stay 'running' for ever (and block the next one). Not a job itself.
 */
export async function failRunOnLastAttempt(
  db: Db,
  runId: string,
  job: { attempts: number; max_attempts: number },
  work: () => Promise<void>,
): Promise<void> {
  try {
    await work();
  } catch (err) {
    if (job.attempts >= job.max_attempts)
      await db
        .updateTable("integration_sync_runs")
        .set({ status: "failed", finished_at: new Date(), error: String(err).slice(0, 2000) })
        .where("id", "=", runId)
        .where("status", "in", ["queued", "running"])
        .execute();
    throw err;
  }
}
