import { Hono } from "hono";
import { z } from "zod";
import { nl } from "../../src/i18n/nl.ts";
import type { Auth } from "../auth/create-auth.ts";
import type { Db } from "../db/connect.ts";
import { effectiveRoleOf } from "../organizations/effective-role.ts";
import { searchKnowledge } from "./search-knowledge.ts";

const searchInput = z.object({ question: z.string().trim().min(1).max(500) });

/** "Test de kennisbank": what the assistant would find for a question, for members only. */
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
    return c.json(await searchKnowledge(deps.db, organizationId, input.data.question));
  });
}
