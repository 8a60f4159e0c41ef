import { z } from "zod";
import { runFleksSync } from "../../fleks/sync/run-fleks-sync.ts";
import { defineJob } from "../define-job.ts";

// Queued by enqueueSync (server/fleks/sync) in the queue of its organisation and object,
// so one run per organisation and object at a time. A retried job resumes the same run
// from its checkpoint.
export const fleksSync = defineJob({
  name: "fleks_sync",
  payload: z.object({ runId: z.string().min(1) }),
  handler: async (payload, deps, helpers) => {
    try {
      await runFleksSync({ db: deps.db, box: deps.integrationBox, fetch: deps.outboundFetch }, payload.runId);
    } catch (err) {
      // The last attempt: the run must not stay 'running' for ever (it would be reused).
      if (helpers.job.attempts >= helpers.job.max_attempts)
        await deps.db
          .updateTable("integration_sync_runs")
          .set({ status: "failed", finished_at: new Date(), error: String(err).slice(0, 2000) })
          .where("id", "=", payload.runId)
          .where("status", "in", ["queued", "running"])
          .execute();
      throw err;
    }
  },
  maxAttempts: 5,
  jobKey: (payload) => `fleks_sync:${payload.runId}`,
});
