import { Hono } from "hono";
import { z } from "zod";
import { nl } from "../../../common/i18n/nl.ts";
import { createSubaccountInput, updateSubaccountInput } from "../../../common/whatsapp/twilio-api-types.ts";
import {
  credentialsProblem,
  friendlyNameProblem,
  type Problem,
  testMessageProblem,
} from "../../../common/whatsapp/whatsapp-validation.ts";
import { isAdmin } from "../../../common/zero/roles.ts";
import type { Auth } from "../../auth/create-auth.ts";
import type { SecretBox } from "../../crypto/secret-box.ts";
import type { Db } from "../../db/connect.ts";
import { type TwilioClient, twilioClient } from "../../integrations/twilio/twilio-client.ts";
import { effectiveRoleOf } from "../../organizations/effective-role.ts";
import { sendWhatsApp } from "../delivery/send-whatsapp.ts";
import { webhookUrl } from "../inbound/webhook-url.ts";
import { createSubaccount } from "./create-subaccount.ts";
import { listSubaccounts } from "./list-subaccounts.ts";
import { loadCredentials } from "./load-credentials.ts";
import { updateSubaccountStatus } from "./update-subaccount-status.ts";
import { usageThisMonth } from "./usage-this-month.ts";

const t = nl.whatsapp;
const fail = (title: string, description?: string) => ({ error: { title, description } });
const failWith = (problem: Problem) => fail(problem.title, problem.description);

/** What a Twilio SDK error means to the user: a rejected token reads 'Invalid credentials'. */
const twilioMessage = (err: unknown) =>
  (err as { status?: number }).status === 401 ? t.invalidCredentials : err instanceof Error ? err.message : String(err);

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
    if (!c.get("admin")) return c.json(fail(t.saveFailed, t.noAccess), 403);
    const input = credentialsInput.safeParse(await c.req.json().catch(() => ({})));
    const v = input.success ? input.data : { account_sid: "", auth_token: "", whatsapp_sender: "" };
    const problem = credentialsProblem(v);
    if (problem) return c.json(failWith(problem), 400);
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
    if (!c.get("admin")) return c.json(fail(nl.common.error, t.noAccess), 403);
    await deps.db.deleteFrom("twilio_credentials").where("organization_id", "=", c.get("organizationId")).execute();
    return c.json({ ok: true });
  });

  app.post("/test-message", async (c) => {
    if (!c.get("admin")) return c.json(fail(t.testFailed, t.noAccess), 403);
    const input = testInput.safeParse(await c.req.json().catch(() => ({})));
    const v = input.success ? input.data : { to: "", message: "" };
    const problem = testMessageProblem(v);
    if (problem) return c.json(failWith(problem), 400);
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
      return c.json({ configured: true, health: "error", errors: [twilioMessage(err)] });
    }
  });

  /** Runs `fn` with the organisation's main-account client; no credentials is a 400. */
  const withTwilio = async (
    organizationId: string,
    fn: (client: TwilioClient, mainAccountSid: string) => Promise<Response>,
    failTitle: string,
  ): Promise<Response> => {
    const credentials = await loadCredentials(deps.db, deps.box, organizationId);
    if (!credentials) return Response.json(fail(failTitle, t.notConfigured), { status: 400 });
    const client = twilioClient(credentials.accountSid, credentials.authToken, deps.twilioBaseUrl);
    try {
      return await fn(client, credentials.accountSid);
    } catch (err) {
      return Response.json(fail(failTitle, twilioMessage(err)), { status: 502 });
    }
  };

  // twilio-subaccounts (spec §7): members may read the list, admins create and change.
  app.get("/subaccounts", (c) =>
    withTwilio(
      c.get("organizationId"),
      async (client, main) => Response.json({ data: await listSubaccounts(client, main) }),
      t.subaccountsLoadFailed,
    ),
  );

  app.post("/subaccounts", async (c) => {
    if (!c.get("admin")) return c.json(fail(t.subaccountCreateFailed, t.noAccess), 403);
    const input = createSubaccountInput.safeParse(await c.req.json().catch(() => ({})));
    if (!input.success) return c.json(fail(t.subaccountCreateFailed, t.invalidInput), 400);
    const problem = friendlyNameProblem(input.data.friendly_name);
    if (problem) return c.json(failWith(problem), 400);
    const friendlyName = input.data.friendly_name.trim();
    return withTwilio(
      c.get("organizationId"),
      async (client) => {
        const { sid } = await createSubaccount(client, friendlyName);
        return Response.json({ data: { sid, account_sid: sid, friendly_name: friendlyName } }, { status: 201 });
      },
      t.subaccountCreateFailed,
    );
  });

  app.patch("/subaccounts", async (c) => {
    if (!c.get("admin")) return c.json(fail(t.statusUpdateFailed, t.noAccess), 403);
    const input = updateSubaccountInput.safeParse(await c.req.json().catch(() => ({})));
    if (!input.success) return c.json(fail(t.statusUpdateFailed, t.invalidInput), 400);
    const { account_sid, status } = input.data;
    return withTwilio(
      c.get("organizationId"),
      async (client, main) => {
        const updated = await updateSubaccountStatus(client, main, account_sid, status);
        if (!updated) return Response.json(fail(t.statusUpdateFailed, t.noAccess), { status: 404 });
        return Response.json({ data: updated });
      },
      t.statusUpdateFailed,
    );
  });

  // twilio-usage: this month's usage records of the organisation's account.
  app.get("/usage", (c) =>
    withTwilio(
      c.get("organizationId"),
      async (client, main) => Response.json({ usage_records: await usageThisMonth(client, main) }),
      t.usageLoadFailed,
    ),
  );

  return app;
}
