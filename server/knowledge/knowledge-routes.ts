import { Hono } from "hono";
import { z } from "zod";
import { nl } from "../../common/i18n/nl.ts";
import type { Auth } from "../auth/create-auth.ts";
import type { Db } from "../db/connect.ts";
import { callerGuards } from "../http/require-role.ts";
import { validate } from "../http/validate.ts";
import type { Embedder } from "../integrations/embeddings/create-embedder.ts";
import { composeReply } from "../whatsapp/assistant/compose-reply.ts";
import { looksUpOwnWork } from "../whatsapp/assistant/own-work/looks-up-own-work.ts";
import { hitsOf } from "./search-knowledge.ts";

const searchInput = z.object({ question: z.string().trim().min(1).max(500) });

/**
 * "Test de kennisbank", for members only: what the assistant finds for a question, the
 * reply it would send (without the LLM) and why it chose that answer.
 */
export function knowledgeRoutes(deps: { auth: Auth; db: Db; embedder: Embedder | null }) {
  const { requireRole } = callerGuards(deps);
  return new Hono().post(
    "/search",
    requireRole("member", { notMember: { title: nl.common.noOrganization } }),
    validate("json", searchInput, { title: nl.knowledge.questionRequired }),
    async (c) => {
      const organizationId = c.var.organizationId;
      const { question } = c.req.valid("json");
      const reply = await composeReply(
        deps.db,
        // Retrieval as the assistant does it, without the chat model's rewrite and check.
        { llm: null, embedder: deps.embedder },
        { id: organizationId, customInstructions: "" },
        question,
      );
      // WhatsApp looks this up in the asker's own work: the hits stay, but no reply from them is claimed.
      const ownWork = await looksUpOwnWork(deps.db, organizationId, question);
      return c.json({
        ...hitsOf(reply.parts.map((p) => p.found)),
        reply: ownWork
          ? { body: "", handover: false, explanation: { note: nl.explanation.ownWorkInTest, parts: [] } }
          : { body: reply.body, handover: reply.handover, explanation: reply.explanation },
      });
    },
  );
}

/** For the client's typed calls (src/lib/api-client.ts imports it as a type only). */
export type KnowledgeRoutes = ReturnType<typeof knowledgeRoutes>;
