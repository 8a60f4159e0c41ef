import { Hono } from "hono";
import { z } from "zod";
import { nl } from "../../../common/i18n/nl.ts";
import { createSubaccountInput, updateSubaccountInput } from "../../../common/whatsapp/twilio-api-types.ts";
import {
  credentialsProblem,
  friendlyNameProblem,
  keepsStoredToken,
  normaliseSender,
  type Problem,
  testMessageProblem,
} from "../../../common/whatsapp/whatsapp-validation.ts";
import { recordActivity } from "../../activity/record-activity.ts";
import type { Auth } from "../../auth/create-auth.ts";
import type { SecretBox } from "../../crypto/secret-box.ts";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../http/app-error.ts";
import { callerGuards } from "../../http/require-role.ts";
import { validate } from "../../http/validate.ts";
import { type TwilioClient, twilioClient } from "../../integrations/twilio/twilio-client.ts";
import { sendTestMessage } from "../delivery/send-test-message.ts";
import { webhookUrl } from "../inbound/webhook-url.ts";
import { createSubaccount } from "./create-subaccount.ts";
import { listSubaccounts } from "./list-subaccounts.ts";
import { loadCredentials, UnreadableCredentialsError } from "./load-credentials.ts";
import { twilioAccountProblem } from "./twilio-account-problem.ts";
import { updateSubaccountStatus } from "./update-subaccount-status.ts";
import { usageThisMonth } from "./usage-this-month.ts";

const t = nl.whatsapp;
const invalid = (problem: Problem) => new AppError("invalid_input", 400, problem.title, problem.description);

/** What a Twilio SDK error means to the user: a rejected token reads as such (invalidCredentials). */
const twilioMessage = (err: unknown) =>
  (err as { status?: number }).status === 401 ? t.invalidCredentials : err instanceof Error ? err.message : String(err);

const credentialsInput = z.object({
  account_sid: z.string().trim().default(""),
  auth_token: z.string().trim().default(""),
  whatsapp_sender: z.string().trim().default(""),
});
const testInput = z.object({ to: z.string().trim().default(""), message: z.string().trim().default("") });
// A body of the wrong shape reads as an empty form, so it gets the form's own message.
const blankCredentials = credentialsProblem({ account_sid: "", auth_token: "", whatsapp_sender: "" }) ?? {
  title: t.invalidInput,
};
const blankTestMessage = testMessageProblem({ to: "", message: "" }) ?? { title: t.invalidInput };

type Deps = { auth: Auth; db: Db; box: SecretBox; publicUrl: string; twilioBaseUrl?: string };

/**
 * The twilio-* functions of the WhatsApp page for one organisation
 * (x-organization-id): members may read the connection, admins change it. The auth token is
 * write-only: stored encrypted, never returned.
 */
export function twilioRoutes(deps: Deps) {
  const { requireRole } = callerGuards(deps);
  const admin = (title: string) =>
    requireRole("admin", { forbidden: { title, description: nl.errors.notFoundOrNotAuthorized } });

  /** Runs `fn` with the organisation's main-account client; no credentials is a 400. */
  const withTwilio = async <T>(
    organizationId: string,
    failTitle: string,
    fn: (client: TwilioClient, mainAccountSid: string) => Promise<T>,
  ): Promise<T> => {
    const credentials = await loadCredentials(deps.db, deps.box, organizationId);
    if (!credentials) throw new AppError("not_configured", 400, failTitle, t.notConfigured);
    const client = twilioClient(credentials.accountSid, credentials.authToken, deps.twilioBaseUrl);
    try {
      return await fn(client, credentials.accountSid);
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw new AppError("upstream_failed", 502, failTitle, twilioMessage(err));
    }
  };

  return (
    new Hono()
      .use(
        requireRole("member", {
          notMember: { title: nl.common.noOrganization, description: t.noOrganizationDescription },
        }),
      )
      .get("/credentials", async (c) => {
        const organizationId = c.var.organizationId;
        const row = await deps.db
          .selectFrom("twilio_credentials")
          .select(["account_sid", "whatsapp_sender"])
          .where("organization_id", "=", organizationId)
          .executeTakeFirst();
        return c.json({ data: row ?? null, webhookUrl: webhookUrl(deps.publicUrl, organizationId) });
      })
      .post("/credentials", admin(t.saveFailed), validate("json", credentialsInput, blankCredentials), async (c) => {
        const v = c.req.valid("json");
        // An empty token keeps the stored one for the same Account SID (keepsStoredToken); one
        // that cannot be read (another APP_SECRET) counts as none, so a new one is asked for.
        const stored = await loadCredentials(deps.db, deps.box, c.var.organizationId).catch((err: unknown) => {
          if (err instanceof UnreadableCredentialsError) return null;
          throw err;
        });
        const problem = credentialsProblem(v, stored?.accountSid);
        if (problem) throw invalid(problem);
        const authToken = stored && keepsStoredToken(v, stored.accountSid) ? stored.authToken : v.auth_token;
        // Checked with Twilio before they replace the working ones: one typo in the token
        // would otherwise break every webhook (their signature check) and every send.
        const refused = await twilioAccountProblem(v.account_sid, authToken, deps.twilioBaseUrl);
        if (refused)
          throw new AppError(
            refused.kind === "unreachable" ? "upstream_failed" : "invalid_input",
            refused.kind === "unreachable" ? 502 : 400,
            t.saveFailed,
            refused.message,
          );
        const row = {
          organization_id: c.var.organizationId,
          account_sid: v.account_sid,
          auth_token_encrypted: deps.box.seal(authToken),
          whatsapp_sender: normaliseSender(v.whatsapp_sender),
        };
        await deps.db.transaction().execute(async (trx) => {
          await trx
            .insertInto("twilio_credentials")
            .values(row)
            .onConflict((oc) => oc.column("organization_id").doUpdateSet({ ...row, updated_at: new Date() }))
            .execute();
          // The account and sender are not secret; the token never enters the log.
          await recordActivity(trx, {
            organizationId: row.organization_id,
            actorUserId: c.var.user.id,
            kind: "whatsapp_credentials_changed",
            details: { account_sid: row.account_sid, whatsapp_sender: row.whatsapp_sender },
          });
        });
        return c.json({ data: { account_sid: row.account_sid, whatsapp_sender: row.whatsapp_sender } });
      })
      // Disconnect: the credentials go, the conversation history stays.
      .delete("/credentials", admin(nl.common.error), async (c) => {
        await deps.db.transaction().execute(async (trx) => {
          const gone = await trx
            .deleteFrom("twilio_credentials")
            .where("organization_id", "=", c.var.organizationId)
            .executeTakeFirst();
          // Disconnecting what was never connected changes nothing and is not logged.
          if (!gone.numDeletedRows) return;
          await recordActivity(trx, {
            organizationId: c.var.organizationId,
            actorUserId: c.var.user.id,
            kind: "whatsapp_credentials_changed",
            details: { disconnected: true },
          });
        });
        return c.json({ ok: true });
      })
      .post("/test-message", admin(t.testFailed), validate("json", testInput, blankTestMessage), async (c) => {
        const v = c.req.valid("json");
        const problem = testMessageProblem(v);
        if (problem) throw invalid(problem);
        const credentials = await loadCredentials(deps.db, deps.box, c.var.organizationId);
        if (!credentials) throw new AppError("not_configured", 400, t.testFailed, t.notConfigured);
        try {
          const client = twilioClient(credentials.accountSid, credentials.authToken, deps.twilioBaseUrl);
          const sent = await sendTestMessage(deps.db, client, c.var.organizationId, {
            from: credentials.sender,
            to: v.to,
            body: v.message,
            statusCallback: webhookUrl(deps.publicUrl, c.var.organizationId),
          });
          return c.json({ data: sent });
        } catch (err) {
          throw new AppError(
            "upstream_failed",
            502,
            t.testFailed,
            err instanceof Error ? err.message : t.testFailedFallback,
          );
        }
      })
      // twilio-health: configured, health 'ok' or not, and the errors seen.
      .get("/health", async (c) => {
        const credentials = await loadCredentials(deps.db, deps.box, c.var.organizationId);
        const health = (configured: boolean, state: "ok" | "error" | "not_configured", errors: string[]) => ({
          configured,
          health: state,
          errors,
        });
        // Not connected yet is a state (Awaiting Number), not an error: the list stays empty.
        if (!credentials) return c.json(health(false, "not_configured", []));
        const problem = await twilioAccountProblem(credentials.accountSid, credentials.authToken, deps.twilioBaseUrl);
        return c.json(problem ? health(true, "error", [problem.message]) : health(true, "ok", []));
      })
      // twilio-subaccounts: members may read the list, admins create and change.
      .get("/subaccounts", async (c) =>
        c.json({
          data: await withTwilio(c.var.organizationId, t.subaccountsLoadFailed, (client, main) =>
            listSubaccounts(client, main),
          ),
        }),
      )
      .post(
        "/subaccounts",
        admin(t.subaccountCreateFailed),
        validate("json", createSubaccountInput, { title: t.subaccountCreateFailed, description: t.invalidInput }),
        async (c) => {
          const { friendly_name } = c.req.valid("json");
          const problem = friendlyNameProblem(friendly_name);
          if (problem) throw invalid(problem);
          const friendlyName = friendly_name.trim();
          const { sid } = await withTwilio(c.var.organizationId, t.subaccountCreateFailed, (client) =>
            createSubaccount(client, friendlyName),
          );
          return c.json({ data: { sid, account_sid: sid, friendly_name: friendlyName } }, 201);
        },
      )
      .patch(
        "/subaccounts",
        admin(t.statusUpdateFailed),
        validate("json", updateSubaccountInput, { title: t.statusUpdateFailed, description: t.invalidInput }),
        async (c) => {
          const { account_sid, status } = c.req.valid("json");
          const updated = await withTwilio(c.var.organizationId, t.statusUpdateFailed, (client, main) =>
            updateSubaccountStatus(client, main, account_sid, status),
          );
          if (!updated) throw new AppError("not_found", 404, t.statusUpdateFailed, nl.errors.notFoundOrNotAuthorized);
          return c.json({ data: updated });
        },
      )
      // twilio-usage: this month's usage records of the organisation's account.
      .get("/usage", async (c) =>
        c.json({
          usage_records: await withTwilio(c.var.organizationId, t.usageLoadFailed, (client, main) =>
            usageThisMonth(client, main),
          ),
        }),
      )
  );
}

/** For the client's typed calls (src/lib/api-client.ts imports it as a type only). */
export type TwilioRoutes = ReturnType<typeof twilioRoutes>;
