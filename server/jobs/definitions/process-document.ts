import { z } from "zod";
import { processDocument as process } from "../../documents/process-document.ts";
import { processingJobKey } from "../../documents/processing-job-key.ts";
import { defineJob } from "../define-job.ts";

export const processDocument = defineJob({
  name: "process_document",
  payload: z.object({ documentId: z.string().min(1) }),
  // A database or storage hiccup is tried again (with graphile-worker's backoff); only the
  // last attempt fails the document for it.
  handler: (payload, deps, helpers) =>
    process(deps.db, deps.documents, payload.documentId, {
      lastAttempt: helpers.job.attempts >= helpers.job.max_attempts,
      log: (line) => helpers.logger.error(line),
    }),
  maxAttempts: 3,
  // A re-upload or retry while the document still waits replaces its job.
  jobKey: (payload) => processingJobKey(payload.documentId),
});
