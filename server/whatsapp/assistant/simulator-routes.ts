import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import { nl } from "../../../common/i18n/nl.ts";
import { E164 } from "../../../common/whatsapp/e164.ts";
import type { Auth } from "../../auth/create-auth.ts";
import type { Db } from "../../db/connect.ts";
import { effectiveRoleOf } from "../../organizations/effective-role.ts";
import { dispatchOutbox } from "../inbound/dispatch-outbox.ts";
import { storeInbound } from "../inbound/store-inbound.ts";
import { redact } from "./redact.ts";

const input = z.object({
  phone: z.string().trim().regex(E164, nl.simulator.invalidPhone),
  message: z.string().trim().min(1).max(1600),
});

/**
 * "Test de assistent": staff write as an employee. The message takes the same path as a
 * WhatsApp message (store, job, assistant) in a conversation marked as a test, whose
 * replies never leave the dashboard.
 */
export function simulatorRoutes(deps: { auth: Auth; db: Db }) {
  return new Hono().post("/messages", async (c) => {
    const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return c.json({ error: nl.documents.notSignedIn }, 401);
    const organizationId = c.req.header("x-organization-id") ?? "";
    if (!(await effectiveRoleOf(deps.db, session.user.id, organizationId))) {
      return c.json({ error: nl.errors.notFoundOrNotAuthorized }, 404);
    }
    const parsed = input.safeParse(await c.req.json().catch(() => ({})));
    if (!parsed.success) return c.json({ error: parsed.error.issues[0]?.message ?? nl.simulator.failed }, 400);
    const [messageId] = await storeInbound(deps.db, [
      {
        organizationId,
        messageSid: `SIM${randomUUID().replaceAll("-", "")}`,
        from: parsed.data.phone,
        body: redact(parsed.data.message),
        isTest: true,
      },
    ]);
    await dispatchOutbox(deps.db);
    // The dialog follows the test conversation live through Zero; nothing else to return.
    return c.json({ messageId });
  });
}
