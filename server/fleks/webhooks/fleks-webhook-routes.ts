import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { nl } from "../../../common/i18n/nl.ts";
import { objectOfEventType } from "../../../common/integrations/webhook-kinds.ts";
import type { SecretBox } from "../../crypto/secret-box.ts";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../http/app-error.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { isUuid } from "../../http/validate.ts";
import { acceptWebhookDelivery } from "./accept-webhook-delivery.ts";
import { loadWebhookSecrets } from "./load-webhook-secrets.ts";
import { recordRefusedDelivery } from "./record-refused-delivery.ts";
import { safePayload } from "./safe-payload.ts";
import { verifyStandardWebhook } from "./verify-standard-webhook.ts";
import { webhookPayload } from "./webhook-payload.ts";

const t = nl.fleksWebhooks;
/** A change notice names records, not their contents: 256 KB is far more than one needs. */
export const MAX_FLEKS_WEBHOOK_BYTES = 256 * 1024;
/** Per integration and sender address; a burst of changes fits, a flood of forgeries does not. */
const RATE_RULE = { max: 600, windowSeconds: 60 };

const notFound = () => new AppError("not_found", 404, nl.http.notFound);

/**
 * Fleks' webhook, one URL per integration: public, authenticated only by the Standard
 * Webhooks signature over the raw body with the integration's secret (or the previous one
 * during its 24 hours). Unknown, inactive or secretless integrations get 404 before the
 * body is read. A bad signature or stale timestamp gets 401 and is recorded without its
 * body; a signed body we cannot read gets 400; a valid one 200 with what became of it.
 */
export function fleksWebhookRoutes(deps: { db: Db; box: SecretBox; now?: () => Date; trustedProxyHeader?: string }) {
  const now = deps.now ?? (() => new Date());
  const tooLarge = bodyLimit({
    maxSize: MAX_FLEKS_WEBHOOK_BYTES,
    // Answered before the body is read: the connection is closed, so no client sends its
    // next request after the unread rest of this one.
    onError: (c) => c.json(new AppError("too_large", 413, nl.http.tooLarge).toEnvelope(), 413, { Connection: "close" }),
  });
  const limited = rateLimit(
    { db: deps.db, rule: RATE_RULE, trustedProxyHeader: deps.trustedProxyHeader },
    (c) => `fleks-webhook:${c.req.param("integrationId")}`,
  );
  return new Hono().post(
    "/:integrationId",
    async (c, next) => {
      // Integration ids are UUIDs: anything else names none and never reaches the database.
      if (!isUuid(c.req.param("integrationId"))) throw notFound();
      return next();
    },
    limited,
    tooLarge,
    async (c) => {
      const at = now();
      const target = await loadWebhookSecrets(deps.db, deps.box, c.req.param("integrationId"), at);
      if (!target || target.secrets.length === 0) throw notFound();
      const body = await c.req.text();
      const headers = {
        id: c.req.header("webhook-id"),
        timestamp: c.req.header("webhook-timestamp"),
        signature: c.req.header("webhook-signature"),
      };
      const verdict = verifyStandardWebhook({
        headers,
        body,
        secrets: target.secrets,
        nowSeconds: Math.floor(at.getTime() / 1000),
      });
      const base = { organizationId: target.organizationId, integrationId: target.integrationId };
      if (!verdict.ok) {
        const error = {
          missing_headers: t.reasons.missingHeaders,
          stale_timestamp: t.reasons.staleTimestamp,
          bad_signature: t.reasons.badSignature,
        }[verdict.reason];
        await recordRefusedDelivery(deps.db, { ...base, webhookId: headers.id, status: "bad_signature", error });
        throw new AppError("unauthenticated", 401, t.unauthorized, error);
      }
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        json = undefined;
      }
      const parsed = webhookPayload.safeParse(json);
      const object = parsed.success ? (parsed.data.data.object ?? objectOfEventType(parsed.data.type)) : null;
      if (!parsed.success || !object) {
        const error = parsed.success ? t.reasons.unknownObject : t.reasons.invalidPayload;
        await recordRefusedDelivery(deps.db, {
          ...base,
          webhookId: verdict.id,
          status: "failed",
          error,
          eventType: parsed.success ? parsed.data.type : undefined,
          payload: parsed.success ? safePayload(parsed.data) : null,
        });
        throw new AppError("invalid_input", 400, t.reasons.invalidPayload, error);
      }
      const accepted = await acceptWebhookDelivery(deps.db, {
        ...base,
        webhookId: verdict.id,
        eventType: parsed.data.type,
        object,
        payload: safePayload(parsed.data),
      });
      return c.json({ status: accepted.status });
    },
  );
}
