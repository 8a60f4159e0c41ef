import { randomBytes } from "node:crypto";
import { PREVIOUS_SECRET_GRACE_MS } from "../../../common/integrations/webhook-kinds.ts";
import { recordActivity } from "../../activity/record-activity.ts";
import type { SecretBox } from "../../crypto/secret-box.ts";
import type { Db } from "../../db/connect.ts";

/** A Standard Webhooks secret: 32 random bytes, shown as whsec_<base64>. */
export const generateWebhookSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

/**
 * Gives the integration's endpoint a new signing secret and returns it. The first call
 * creates the endpoint; later ones keep the replaced secret working for 24 hours (so Fleks
 * can be updated without losing deliveries). A secret already in its grace period is
 * dropped: only the newest previous one stays valid. Logged without the secret.
 */
export async function rotateWebhookSecret(
  db: Db,
  box: SecretBox,
  input: { organizationId: string; integrationId: string; actorUserId: string; now?: Date },
): Promise<{ secret: string; previousValidUntil: Date | null }> {
  const now = input.now ?? new Date();
  const secret = generateWebhookSecret();
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("integration_webhook_endpoints")
      .select(["id", "secret_encrypted"])
      .where("integration_id", "=", input.integrationId)
      .forUpdate()
      .executeTakeFirst();
    const previousValidUntil = existing ? new Date(now.getTime() + PREVIOUS_SECRET_GRACE_MS) : null;
    if (existing)
      await trx
        .updateTable("integration_webhook_endpoints")
        .set({
          secret_encrypted: box.seal(secret),
          previous_secret_encrypted: existing.secret_encrypted,
          previous_valid_until: previousValidUntil,
          rotated_at: now,
          updated_at: now,
        })
        .where("id", "=", existing.id)
        .execute();
    else
      await trx
        .insertInto("integration_webhook_endpoints")
        .values({
          id: crypto.randomUUID(),
          organization_id: input.organizationId,
          integration_id: input.integrationId,
          secret_encrypted: box.seal(secret),
        })
        .execute();
    await recordActivity(trx, {
      organizationId: input.organizationId,
      actorUserId: input.actorUserId,
      kind: "integration_credentials_changed",
      target: input.integrationId,
      details: { provider: "Fleks", webhook_secret: existing ? "rotated" : "created" },
    });
    return { secret, previousValidUntil };
  });
}
