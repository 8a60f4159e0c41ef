import { Hono } from "hono";
import type { z } from "zod";
import { nl } from "../../common/i18n/nl.ts";
import { customIntegrationInput } from "../../common/integrations/custom-integration.ts";
import type { Auth } from "../auth/create-auth.ts";
import type { SecretBox } from "../crypto/secret-box.ts";
import type { Db } from "../db/connect.ts";
import { callerGuards } from "../http/require-role.ts";
import { validate } from "../http/validate.ts";
import { createCustomIntegration } from "./create-custom-integration.ts";

const t = nl.integrations;

/** The first of the schema's own Dutch messages, else the form's general one. */
const refusal = (error: z.ZodError) => ({
  title: t.addFailed,
  description: error.issues.find((i) => i.message)?.message || t.checkFields,
});

/**
 * The Apps overview's server half: adding a custom integration (admins). It is a route and
 * not a Zero mutator because the API key is sealed here (`box`) before it is stored, and
 * never leaves the server again: the column is not published and no reply contains it.
 * Switching and disconnecting are Zero mutators (common/zero/mutators/integrations.ts).
 */
export function integrationRoutes(deps: { auth: Auth; db: Db; box: SecretBox }) {
  const { requireRole } = callerGuards(deps);
  return new Hono().post(
    "/",
    requireRole("admin", { forbidden: { title: t.addFailed, description: t.adminsOnly } }),
    validate("json", customIntegrationInput, refusal),
    async (c) => {
      const data = await createCustomIntegration(
        deps.db,
        deps.box,
        { organizationId: c.var.organizationId, userId: c.var.user.id },
        c.req.valid("json"),
      );
      return c.json({ data }, 201);
    },
  );
}

/** For the client's typed calls (src/lib/api-client.ts imports it as a type only). */
export type IntegrationRoutes = ReturnType<typeof integrationRoutes>;
