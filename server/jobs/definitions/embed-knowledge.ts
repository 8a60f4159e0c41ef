import { z } from "zod";
import { embedKnowledge as embed } from "../../knowledge/vectors/embed-knowledge.ts";
import { defineJob } from "../define-job.ts";

// Queued by a trigger whenever an organisation's FAQs or documents change (migrations/0013);
// a no-op without an embeddings API, so that trigger needs no configuration of its own.
export const embedKnowledge = defineJob({
  name: "embed_knowledge",
  payload: z.object({ organizationId: z.string().min(1) }),
  handler: async (payload, deps, helpers) => {
    const embedder = deps.assistant.embedder;
    if (!embedder) return;
    const done = await embed(deps.db, embedder, payload.organizationId);
    if (done.embedded || done.removed) helpers.logger.info(`embed_knowledge ${JSON.stringify(done)}`);
  },
  maxAttempts: 5,
  jobKey: (payload) => `embed_knowledge:${payload.organizationId}`,
});
