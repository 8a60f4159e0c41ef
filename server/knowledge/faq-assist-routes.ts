import { Hono } from "hono";
import { z } from "zod";
import { AI_RESPONSE_MODES } from "../../common/faq/faq-modes.ts";
import { nl } from "../../common/i18n/nl.ts";
import type { Auth } from "../auth/create-auth.ts";
import type { Db } from "../db/connect.ts";
import { AppError } from "../http/app-error.ts";
import { callerGuards } from "../http/require-role.ts";
import { validate } from "../http/validate.ts";
import type { Llm } from "../integrations/llm/create-llm.ts";
import { documentsSummary } from "./documents-summary.ts";
import { draftFaqAnswer } from "./draft-faq-answer.ts";
import { suggestFaqs } from "./suggest-faqs.ts";

const input = z.discriminatedUnion("action", [
  z.object({ action: z.literal("documents-summary") }),
  z.object({ action: z.literal("suggest") }),
  z.object({
    action: z.literal("answer"),
    question: z.string().trim().min(1).max(500),
    mode: z.enum(AI_RESPONSE_MODES).default("exact"),
  }),
]);

/**
 * faq-assist: the documents check, suggestions and 'Genereer met AI' for the FAQ
 * dialog. Only those who may edit FAQs (admins of the organisation) may call it.
 */
export function faqAssistRoutes(deps: { auth: Auth; db: Db; llm: Llm | null }) {
  const { requireRole } = callerGuards(deps);
  // A member who is not an admin gets the same 404 as a stranger, as the dialog expects.
  const noOrganization = { status: 404 as const, title: nl.common.noOrganization };
  return new Hono().post(
    "/",
    requireRole("admin", { notMember: noOrganization, forbidden: noOrganization }),
    validate("json", input, { title: nl.faq.questionFirst }),
    async (c) => {
      const organizationId = c.var.organizationId;
      const req = c.req.valid("json");
      switch (req.action) {
        case "documents-summary":
          return c.json(await documentsSummary(deps.db, organizationId));
        case "suggest":
          return c.json({ suggestions: await suggestFaqs(deps.db, deps.llm, organizationId) });
        case "answer": {
          const draft = await draftFaqAnswer(deps.db, deps.llm, organizationId, req.question, req.mode);
          if (!draft) {
            // Only documents marked 'Bevat persoonsgegevens' that wait for an admin: say so, not "nothing found".
            const { withheld } = await documentsSummary(deps.db, organizationId);
            const why = withheld ? nl.faq.generateNothingFoundWithheld : nl.faq.generateNothingFound;
            throw new AppError("not_found", 404, nl.faq.generateFailed, why);
          }
          return c.json(draft);
        }
      }
    },
  );
}

/** For the client's typed calls (src/lib/api-client.ts imports it as a type only). */
export type FaqAssistRoutes = ReturnType<typeof faqAssistRoutes>;
