import { z } from "zod";
import { processDocument as process } from "../../documents/process-document.ts";
import { defineJob } from "../define-job.ts";

export const processDocument = defineJob({
  name: "process_document",
  payload: z.object({ documentId: z.string().min(1) }),
  handler: (payload, deps) => process(deps.db, deps.documents, payload.documentId),
  maxAttempts: 3,
  // A re-upload or retry while the document still waits replaces its job.
  jobKey: (payload) => `process_document:${payload.documentId}`,
});
