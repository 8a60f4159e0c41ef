import { Hono } from "hono";
import { z } from "zod";
import { nl } from "../../common/i18n/nl.ts";
import type { Auth } from "../auth/create-auth.ts";
import type { Db } from "../db/connect.ts";
import { effectiveRoleOf } from "../organizations/effective-role.ts";
import { composeReply } from "../whatsapp/assistant/compose-reply.ts";
import { hitsOf } from "./search-knowledge.ts";

const searchInput = z.object({ question: z.string().trim().min(1).max(500) });

/**
 * "Test de kennisbank", for members only: what the assistant finds for a question, the
 * reply it would send (without the LLM) and why it chose that answer.
 */
export function knowledgeRoutes(deps: { auth: Auth; db: Db }) {
  return new Hono().post("/search", async (c) => {
    const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return c.json({ error: nl.documents.notSignedIn }, 401);
    const organizationId = c.req.header("x-organization-id") ?? "";
    if (!(await effectiveRoleOf(deps.db, session.user.id, organizationId))) {
      return c.json({ error: nl.documents.noOrganization }, 404);
    }
    const input = searchInput.safeParse(await c.req.json().catch(() => null));
    if (!input.success) return c.json({ error: nl.knowledge.questionRequired }, 400);
    const reply = await composeReply(
      deps.db,
      null,
      { id: organizationId, customInstructions: "" },
      input.data.question,
    );
    return c.json({
      ...hitsOf(reply.parts.map((p) => p.found)),
      reply: { body: reply.body, handover: reply.handover, explanation: reply.explanation },
    });
  });
}
