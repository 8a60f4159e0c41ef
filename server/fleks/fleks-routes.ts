import { Hono } from "hono";
import { z } from "zod";
import { nl } from "../../common/i18n/nl.ts";
import { applyMappings } from "../../common/integrations/apply-mappings.ts";
import { DEFAULT_MAPPINGS } from "../../common/integrations/default-mappings.ts";
import {
  FLEKS_ENVELOPES,
  isValidAuthHeader,
  isValidPathPrefix,
  MAX_TENANT_LENGTH,
  MAX_TOKEN_LENGTH,
  MIN_TOKEN_LENGTH,
  storedTokenFits,
} from "../../common/integrations/fleks-connection-rules.ts";
import { stripSensitive } from "../../common/integrations/sensitive-fields.ts";
import { SYNC_OBJECTS, type SyncObject } from "../../common/integrations/sync-kinds.ts";
import { recordActivity } from "../activity/record-activity.ts";
import type { Auth } from "../auth/create-auth.ts";
import type { SecretBox } from "../crypto/secret-box.ts";
import type { Db } from "../db/connect.ts";
import { AppError } from "../http/app-error.ts";
import { callerGuards } from "../http/require-role.ts";
import { validate } from "../http/validate.ts";
import { createFleksClient, type FleksConnection } from "../integrations/fleks/fleks-client.ts";
import { fleksFailure } from "./fleks-failure.ts";
import { saveFleksConnection } from "./save-fleks-connection.ts";
import { enqueueSync } from "./sync/enqueue-sync.ts";
import { configOf, connectionOf, findFleksIntegration } from "./sync/load-fleks-connection.ts";
import { redactTexts } from "./sync/redact-texts.ts";

const t = nl.fleks;
const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol));
const connectionInput = z.object({
  baseUrl: httpUrl,
  tenantId: z.string().trim().max(MAX_TENANT_LENGTH).optional(),
  token: z.string().trim().min(MIN_TOKEN_LENGTH).max(MAX_TOKEN_LENGTH).optional(),
  environment: z.enum(["production", "sandbox"]).default("production"),
  // 'Geavanceerd': absent keeps what is stored; an empty path prefix follows the envelope.
  authHeader: z.string().trim().refine(isValidAuthHeader).optional(),
  envelope: z.enum(FLEKS_ENVELOPES).optional(),
  pathPrefix: z.string().trim().refine(isValidPathPrefix).optional(),
});
// `full`: a backfill (everything the filters allow, not only what changed since the cursor).
const syncInput = z.object({
  objects: z.array(z.enum(SYNC_OBJECTS)).min(1).max(SYNC_OBJECTS.length).optional(),
  full: z.boolean().optional(),
});
const objectParam = z.object({ object: z.enum(SYNC_OBJECTS) });
const invalid = { title: t.validationFailed, description: t.validationFailedDescription };

type Deps = { auth: Auth; db: Db; box: SecretBox; fetch?: typeof fetch; fleksTimeoutMs?: number };

/**
 * The Fleks page's server side for one organisation (x-organization-id): admins validate,
 * save, disconnect, test, preview and start syncs; other members are refused (the page
 * shows them the state through Zero). A Fleks-side failure is an answer ({ ok: false,
 * reason, message }), our own refusals the error envelope. The token is write-only.
 */
export function fleksRoutes(deps: Deps) {
  const { requireRole } = callerGuards(deps);
  const admin = (title: string) =>
    requireRole("admin", { forbidden: { title, description: nl.errors.notFoundOrNotAuthorized } });
  const client = (connection: FleksConnection) =>
    createFleksClient(connection, { timeoutMs: deps.fleksTimeoutMs ?? 15_000, fetch: deps.fetch });

  /** The stored connection, or a 404 'Fleks integratie niet gevonden'. */
  const stored = async (organizationId: string) => {
    const row = await findFleksIntegration(deps.db, organizationId);
    if (!row) throw new AppError("not_found", 404, t.notFound, t.notConfigured);
    return row;
  };

  return (
    new Hono()
      .use(requireRole("member", { notMember: { title: t.noOrganization, description: t.noOrganizationDescription } }))
      .post("/validate", admin(t.connectionFailed), validate("json", connectionInput, invalid), async (c) => {
        const v = c.req.valid("json");
        const row = await findFleksIntegration(deps.db, c.var.organizationId);
        if (!v.token && !row) throw new AppError("invalid_input", 400, t.validationFailed, t.fieldErrors.token);
        if (!v.token && row && !storedTokenFits(row.api_endpoint, v.baseUrl))
          throw new AppError("invalid_input", 400, t.validationFailed, t.fieldErrors.tokenForNewAddress);
        try {
          // A new token needs no stored one opened; without one, the stored key is used.
          const base =
            row && !v.token
              ? connectionOf(row, deps.box)
              : { ...(row ? configOf(row) : {}), baseUrl: v.baseUrl, apiKey: "" };
          // Validated with the advanced settings as they will be saved, so Save stores what worked.
          const page = await client({
            ...base,
            baseUrl: v.baseUrl,
            apiKey: v.token ?? base.apiKey,
            tenantId: v.tenantId || null,
            ...(v.authHeader !== undefined ? { authHeader: v.authHeader } : {}),
            ...(v.envelope !== undefined ? { envelope: v.envelope } : {}),
            ...(v.pathPrefix !== undefined ? { pathPrefix: v.pathPrefix || undefined } : {}),
          }).list("employees", { page: 1, limit: 1 });
          return c.json({ ok: true as const, total: page.total ?? page.records.length });
        } catch (err) {
          return c.json(fleksFailure(err));
        }
      })
      .put("/connection", admin(t.saveFailed), validate("json", connectionInput, invalid), async (c) => {
        const v = c.req.valid("json");
        const saved = await saveFleksConnection(deps.db, deps.box, {
          ...v,
          tenantId: v.tenantId || undefined,
          organizationId: c.var.organizationId,
          actorUserId: c.var.user.id,
        });
        if (saved === "no_token") throw new AppError("invalid_input", 400, t.saveFailed, t.fieldErrors.token);
        if (saved === "token_for_new_address")
          throw new AppError("invalid_input", 400, t.saveFailed, t.fieldErrors.tokenForNewAddress);
        return c.json({ data: saved });
      })
      // Disconnect: the integration and its sync settings go (cascade); synced rows and past runs stay.
      .delete("/connection", admin(t.disconnectFailed), async (c) => {
        await deps.db.transaction().execute(async (trx) => {
          const row = await findFleksIntegration(trx, c.var.organizationId);
          if (!row) return;
          await trx.deleteFrom("external_integrations").where("id", "=", row.id).execute();
          await recordActivity(trx, {
            organizationId: c.var.organizationId,
            actorUserId: c.var.user.id,
            // The same entry as disconnecting from Integraties (integration.delete), so the log reads one way.
            kind: "integration_removed",
            target: row.id,
            details: { name: row.name, provider: row.provider, integration_type: row.integration_type },
          });
        });
        return c.json({ ok: true });
      })
      .get("/test/:object", admin(t.testError), validate("param", objectParam, invalid), async (c) => {
        const row = await stored(c.var.organizationId);
        try {
          const page = await client(connectionOf(row, deps.box)).list(c.req.valid("param").object, {
            page: 1,
            limit: 5,
          });
          return c.json({
            ok: true as const,
            count: page.records.length,
            total: page.total ?? page.records.length,
            sample: page.records.slice(0, 2).map((record) => redactTexts(stripSensitive(record))),
          });
        } catch (err) {
          return c.json(fleksFailure(err));
        }
      })
      .post("/sync", admin(t.syncFailed), validate("json", syncInput, invalid), async (c) => {
        const row = await stored(c.var.organizationId);
        if (!row.is_active) throw new AppError("not_found", 404, t.notFound);
        const { objects: wanted, full } = c.req.valid("json");
        const runIds = await deps.db.transaction().execute(async (trx) => {
          const enabled = await trx
            .selectFrom("integration_sync_objects")
            .select("object")
            .where("integration_id", "=", row.id)
            .where("enabled", "=", true)
            .where("direction", "!=", "push")
            .execute();
          const objects = enabled.map((o) => o.object).filter((o) => !wanted || wanted.includes(o));
          return enqueueSync(trx, {
            organizationId: c.var.organizationId,
            integrationId: row.id,
            objects: SYNC_OBJECTS.filter((o) => objects.includes(o)),
            trigger: full ? "backfill" : "manual",
          });
        });
        return c.json({ runIds });
      })
      // 'Voorbeeld laden': one real record before and after the saved mappings.
      .get("/preview/:object", admin(t.testError), validate("param", objectParam, invalid), async (c) => {
        const object: SyncObject = c.req.valid("param").object;
        const row = await stored(c.var.organizationId);
        const config = await deps.db
          .selectFrom("integration_sync_objects")
          .select("mappings")
          .where("integration_id", "=", row.id)
          .where("object", "=", object)
          .executeTakeFirst();
        try {
          const page = await client(connectionOf(row, deps.box)).list(object, { page: 1, limit: 1 });
          const record = page.records[0];
          if (!record) return c.json({ before: null, after: null, missing: [] as string[] });
          const mappings = config?.mappings.length ? config.mappings : DEFAULT_MAPPINGS[object];
          const { values, missing } = applyMappings(record, mappings);
          // What the admin sees is what the sync would keep: no identifier field, none in a text.
          return c.json({ before: redactTexts(stripSensitive(record)), after: redactTexts(values), missing });
        } catch (err) {
          return c.json(fleksFailure(err));
        }
      })
  );
}

export type FleksRoutes = ReturnType<typeof fleksRoutes>;
