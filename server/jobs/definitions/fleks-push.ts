import { z } from "zod";
import { runFleksPush } from "../../fleks/actions/run-fleks-push.ts";
import { defineJob } from "../define-job.ts";
import { failRunOnLastAttempt } from "./fail-run-on-last-attempt.ts";

// Queued with its run by migrations/0029's trigger when a linked employee's contact details
// change (or by enqueuePush for a shift's status), in the object's sync queue.
export const fleksPush = defineJob({
  name: "fleks_push",
  payload: z.object({ runId: z.string().min(1) }),
  handler: (payload, deps, helpers) =>
    failRunOnLastAttempt(deps.db, payload.runId, helpers.job, () =>
      runFleksPush({ db: deps.db, box: deps.integrationBox, fetch: deps.outboundFetch }, payload.runId),
    ),
  maxAttempts: 3,
  jobKey: (payload) => `fleks_push:${payload.runId}`,
});
