import { Hono } from "hono";
import { z } from "zod";
import { nl } from "../../../common/i18n/nl.ts";
import { recordActivity } from "../../activity/record-activity.ts";
import type { Auth } from "../../auth/create-auth.ts";
import type { SecretBox } from "../../crypto/secret-box.ts";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../http/app-error.ts";
import { callerGuards } from "../../http/require-role.ts";
import { validate } from "../../http/validate.ts";
import { findFleksIntegration } from "../sync/load-fleks-connection.ts";
import { reprocessDelivery } from "./reprocess-delivery.ts";
import { revokePreviousSecret } from "./revoke-previous-secret.ts";
import { rotateWebhookSecret } from "./rotate-webhook-secret.ts";

const t = nl.fleksWebhooks;
const deliveryParam = z.object({ deliveryId: z.string().uuid() });
const invalid = { title: nl.fleks.validationFailed, description: nl.fleks.validationFailedDescription };

/**
 * The Webhooks tab's server side for one organisation (x-organization-id), admins only:
 * reveal the signing secret, rotate it (the previous one works 24 more hours), revoke the
 * previous one now, and reprocess one delivery. The secret leaves only in these answers,
 * never through Zero; the answers are not cached.
 */
export function fleksWebhookAdminRoutes(deps: { auth: Auth; db: Db; box: SecretBox }) {
  const { requireRole } = callerGuards(deps);
  const admin = (title: string) =>
    requireRole("admin", {
      notMember: { title: nl.fleks.noOrganization, description: nl.fleks.noOrganizationDescription },
      forbidden: { title, description: nl.errors.notFoundOrNotAuthorized },
    });
  const integrationOf = async (organizationId: string) => {
    const row = await findFleksIntegration(deps.db, organizationId);
    if (!row) throw new AppError("not_found", 404, nl.fleks.notFound, nl.fleks.notConfigured);
    return row;
  };
  const noStore = { "Cache-Control": "no-store" };

  return new Hono()
    .get("/secret", admin(t.revealFailed), async (c) => {
      const row = await integrationOf(c.var.organizationId);
      const endpoint = await deps.db
        .selectFrom("integration_webhook_endpoints")
        .select(["secret_encrypted", "previous_valid_until"])
        .where("integration_id", "=", row.id)
        .executeTakeFirst();
      if (!endpoint) throw new AppError("not_found", 404, t.revealFailed, t.noSecretYet);
      let secret: string;
      try {
        secret = deps.box.open(endpoint.secret_encrypted);
      } catch {
        throw new AppError("not_configured", 409, t.revealFailed, t.noSecretYet);
      }
      // Who saw the secret, and when: a leak can be traced to a reveal (the secret is not logged).
      await recordActivity(deps.db, {
        organizationId: c.var.organizationId,
        actorUserId: c.var.user.id,
        kind: "webhook_secret_revealed",
        target: row.id,
        details: { provider: "Fleks" },
      });
      const until = endpoint.previous_valid_until;
      const previousValidUntil = until && until.getTime() > Date.now() ? until.toISOString() : null;
      return c.json({ secret, previousValidUntil }, 200, noStore);
    })
    .post("/rotate", admin(t.actionFailed), async (c) => {
      const row = await integrationOf(c.var.organizationId);
      const rotated = await rotateWebhookSecret(deps.db, deps.box, {
        organizationId: c.var.organizationId,
        integrationId: row.id,
        actorUserId: c.var.user.id,
      });
      return c.json(
        { secret: rotated.secret, previousValidUntil: rotated.previousValidUntil?.toISOString() ?? null },
        200,
        noStore,
      );
    })
    .post("/revoke-previous", admin(t.actionFailed), async (c) => {
      const row = await integrationOf(c.var.organizationId);
      const revoked = await revokePreviousSecret(deps.db, {
        organizationId: c.var.organizationId,
        integrationId: row.id,
        actorUserId: c.var.user.id,
      });
      if (!revoked) throw new AppError("not_found", 404, t.actionFailed, t.noPrevious);
      return c.json({ ok: true as const });
    })
    .post(
      "/deliveries/:deliveryId/reprocess",
      admin(t.reprocessFailed),
      validate("param", deliveryParam, invalid),
      async (c) => {
        const { deliveryId } = c.req.valid("param");
        return c.json(await reprocessDelivery(deps.db, { organizationId: c.var.organizationId, deliveryId }));
      },
    );
}

export type FleksWebhookAdminRoutes = ReturnType<typeof fleksWebhookAdminRoutes>;
