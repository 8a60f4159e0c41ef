import { Hono } from "hono";
import { z } from "zod";
import { isE164 } from "../../src/features/whatsapp/e164.ts";
import { nl } from "../../src/i18n/nl.ts";
import { isAdmin } from "../../src/zero/roles.ts";
import type { Auth } from "../auth/create-auth.ts";
import type { SecretBox } from "../crypto/secret-box.ts";
import type { Db } from "../db/connect.ts";
import { twilioClient } from "../integrations/twilio/twilio-client.ts";
import { effectiveRoleOf } from "../organizations/effective-role.ts";
import { loadCredentials } from "./load-credentials.ts";
import { sendWhatsApp } from "./send-whatsapp.ts";
import { webhookUrl } from "./webhook-url.ts";

const t = nl.whatsapp;
const fail = (title: string, description?: string) => ({ error: { title, description } });

const credentialsInput = z.object({
  account_sid: z.string().trim().default(""),
  auth_token: z.string().trim().default(""),
  whatsapp_sender: z.string().trim().default(""),
});
const testInput = z.object({ to: z.string().trim().default(""), message: z.string().trim().default("") });

type Deps = { auth: Auth; db: Db; box: SecretBox; publicUrl: string; twilioBaseUrl?: string };

/**
 * The twilio-* functions of the WhatsApp page (spec §7) for one organisation
 * (x-organization-id): members may read the connection, admins change it. The auth token is
 * write-only: stored encrypted, never returned.
 */
export function twilioRoutes(deps: Deps) {
  const app = new Hono<{ Variables: { organizationId: string; admin: boolean } }>();
  app.use("*", async (c, next) => {
    const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return c.json(fail(nl.documents.notSignedIn), 401);
    const organizationId = c.req.header("x-organization-id") ?? "";
    const role = await effectiveRoleOf(deps.db, session.user.id, organizationId);
    if (!role) return c.json(fail(t.noOrganization, t.noOrganizationDescription), 404);
    c.set("organizationId", organizationId);
    c.set("admin", isAdmin(role));
    await next();
  });

  app.get("/credentials", async (c) => {
    const organizationId = c.get("organizationId");
    const row = await deps.db
      .selectFrom("twilio_credentials")
      .select(["account_sid", "whatsapp_sender"])
      .where("organization_id", "=", organizationId)
      .executeTakeFirst();
    return c.json({ data: row ?? null, webhookUrl: webhookUrl(deps.publicUrl, organizationId) });
  });

  app.post("/credentials", async (c) => {
    if (!c.get("admin")) return c.json(fail(t.saveFailed, "Niet gevonden of geen toegang"), 403);
    const input = credentialsInput.safeParse(await c.req.json().catch(() => ({})));
    const v = input.success ? input.data : { account_sid: "", auth_token: "", whatsapp_sender: "" };
    if (!v.account_sid || !v.whatsapp_sender) return c.json(fail(t.requiredFields, t.requiredFieldsDescription), 400);
    if (!v.auth_token) return c.json(fail(t.tokenRequired, t.tokenRequiredDescription), 400);
    if (!isE164(v.whatsapp_sender)) {
      return c.json(fail(t.invalidNumber, t.invalidSenderDescription(t.exampleNumber)), 400);
    }
    const row = {
      organization_id: c.get("organizationId"),
      account_sid: v.account_sid,
      auth_token_encrypted: deps.box.seal(v.auth_token),
      whatsapp_sender: v.whatsapp_sender,
    };
    await deps.db
      .insertInto("twilio_credentials")
      .values(row)
      .onConflict((oc) => oc.column("organization_id").doUpdateSet({ ...row, updated_at: new Date() }))
      .execute();
    return c.json({ data: { account_sid: row.account_sid, whatsapp_sender: row.whatsapp_sender } });
  });

  // Disconnect: the credentials go, the conversation history stays.
  app.delete("/credentials", async (c) => {
    if (!c.get("admin")) return c.json(fail(nl.common.error, "Niet gevonden of geen toegang"), 403);
    await deps.db.deleteFrom("twilio_credentials").where("organization_id", "=", c.get("organizationId")).execute();
    return c.json({ ok: true });
  });

  app.post("/test-message", async (c) => {
    if (!c.get("admin")) return c.json(fail(t.testFailed, "Niet gevonden of geen toegang"), 403);
    const input = testInput.safeParse(await c.req.json().catch(() => ({})));
    const v = input.success ? input.data : { to: "", message: "" };
    if (!v.to || !v.message) return c.json(fail(t.testRequired, t.testRequiredDescription), 400);
    if (!isE164(v.to)) return c.json(fail(t.invalidNumber, t.invalidPhoneDescription(t.exampleNumber)), 400);
    const credentials = await loadCredentials(deps.db, deps.box, c.get("organizationId"));
    if (!credentials) return c.json(fail(t.testFailed, t.notConfigured), 400);
    try {
      const sent = await sendWhatsApp(twilioClient(credentials.accountSid, credentials.authToken, deps.twilioBaseUrl), {
        from: credentials.sender,
        to: v.to,
        body: v.message,
        statusCallback: webhookUrl(deps.publicUrl, c.get("organizationId")),
      });
      return c.json({ data: sent });
    } catch (err) {
      return c.json(fail(t.testFailed, err instanceof Error ? err.message : t.testFailedFallback), 502);
    }
  });

  // twilio-health: configured, health 'ok' or not, and the errors seen.
  app.get("/health", async (c) => {
    const credentials = await loadCredentials(deps.db, deps.box, c.get("organizationId"));
    if (!credentials) return c.json({ configured: false, health: "not_configured", errors: [t.notConfigured] });
    try {
      const account = await twilioClient(credentials.accountSid, credentials.authToken, deps.twilioBaseUrl)
        .api.v2010.accounts(credentials.accountSid)
        .fetch();
      const ok = account.status === "active";
      return c.json({ configured: true, health: ok ? "ok" : "error", errors: ok ? [] : [`Account ${account.status}`] });
    } catch (err) {
      const status = (err as { status?: number }).status;
      const message = status === 401 ? t.invalidCredentials : err instanceof Error ? err.message : String(err);
      return c.json({ configured: true, health: "error", errors: [message] });
    }
  });

  return app;
}
