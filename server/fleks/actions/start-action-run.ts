import type { Db } from "../../db/connect.ts";

const OPEN = ["queued", "running"] as const;

/**
 * Takes a queued (or crashed, still running) action run and marks it running; returns the
 * row, or undefined when it has ended already (a job retried after its run finished).
 */
export async function startActionRun(db: Db, runId: string) {
  const run = await db.selectFrom("integration_sync_runs").selectAll().where("id", "=", runId).executeTakeFirst();
  if (!run || !(OPEN as readonly string[]).includes(run.status)) return undefined;
  await db
    .updateTable("integration_sync_runs")
    .set({ status: "running", started_at: run.started_at ?? new Date() })
    .where("id", "=", runId)
    .execute();
  return run;
}
