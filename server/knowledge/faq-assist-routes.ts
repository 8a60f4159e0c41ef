import { Hono } from "hono";
import { z } from "zod";
import { nl } from "../../common/i18n/nl.ts";
import { isAdmin } from "../../common/zero/roles.ts";
import type { Auth } from "../auth/create-auth.ts";
import type { Db } from "../db/connect.ts";
import type { Llm } from "../integrations/llm/create-llm.ts";
import { effectiveRoleOf } from "../organizations/effective-role.ts";
import { draftFaqAnswer } from "./draft-faq-answer.ts";
import { suggestFaqs } from "./suggest-faqs.ts";

const input = z.discriminatedUnion("action", [
  z.object({ action: z.literal("documents-summary") }),
  z.object({ action: z.literal("suggest") }),
  z.object({
    action: z.literal("answer"),
    question: z.string().trim().min(1).max(500),
    mode: z.enum(["exact", "reformulate"]).default("exact"),
  }),
]);

/**
 * faq-assist (spec §7): the documents check, suggestions and 'Genereer met AI' for the FAQ
 * dialog. Only those who may edit FAQs (admins of the organisation) may call it.
 */
export function faqAssistRoutes(deps: { auth: Auth; db: Db; llm: Llm | null }) {
  return new Hono().post("/", async (c) => {
    const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return c.json({ error: nl.documents.notSignedIn }, 401);
    const organizationId = c.req.header("x-organization-id") ?? "";
    if (!isAdmin(await effectiveRoleOf(deps.db, session.user.id, organizationId))) {
      return c.json({ error: nl.faq.noOrganization }, 404);
    }
    const body = input.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return c.json({ error: nl.faq.questionFirst }, 400);
    const req = body.data;
    switch (req.action) {
      case "documents-summary": {
        const doc = await deps.db
          .selectFrom("documents")
          .select("id")
          .where("organization_id", "=", organizationId)
          .where("processing_status", "=", "completed")
          .limit(1)
          .executeTakeFirst();
        return c.json({ hasDocuments: Boolean(doc) });
      }
      case "suggest":
        return c.json({ suggestions: await suggestFaqs(deps.db, deps.llm, organizationId) });
      case "answer": {
        const draft = await draftFaqAnswer(deps.db, deps.llm, organizationId, req.question, req.mode);
        if (!draft) return c.json({ error: nl.faq.generateFailed, description: nl.faq.generateNothingFound }, 404);
        return c.json(draft);
      }
    }
  });
}
