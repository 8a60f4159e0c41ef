import { z } from "zod";
import { runFleksReconcile } from "../../fleks/actions/run-fleks-reconcile.ts";
import { defineJob } from "../define-job.ts";
import { failRunOnLastAttempt } from "./fail-run-on-last-attempt.ts";

// Queued by enqueueAction in the queue of its organisation and object (never beside a sync
// of that object). A retry pulls every id again: nothing is applied before the pull ends.
export const fleksReconcile = defineJob({
  name: "fleks_reconcile",
  payload: z.object({ runId: z.string().min(1) }),
  handler: (payload, deps, helpers) =>
    failRunOnLastAttempt(deps.db, payload.runId, helpers.job, () =>
      runFleksReconcile({ db: deps.db, box: deps.integrationBox, fetch: deps.outboundFetch }, payload.runId),
    ),
  maxAttempts: 3,
  jobKey: (payload) => `fleks_reconcile:${payload.runId}`,
});
