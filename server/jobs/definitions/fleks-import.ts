import { z } from "zod";
import { runFleksImport } from "../../fleks/actions/run-fleks-import.ts";
import { defineJob } from "../define-job.ts";
import { failRunOnLastAttempt } from "./fail-run-on-last-attempt.ts";

// Queued by enqueueAction (server/fleks/actions) in the organisation's employees queue. The
// import is one transaction, so a retry plans again from scratch.
export const fleksImport = defineJob({
  name: "fleks_import",
  payload: z.object({ runId: z.string().min(1) }),
  handler: (payload, deps, helpers) =>
    failRunOnLastAttempt(deps.db, payload.runId, helpers.job, () => runFleksImport(deps.db, payload.runId)),
  maxAttempts: 3,
  jobKey: (payload) => `fleks_import:${payload.runId}`,
});
