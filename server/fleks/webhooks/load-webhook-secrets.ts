import type { SecretBox } from "../../crypto/secret-box.ts";
import type { Db } from "../../db/connect.ts";

export type WebhookTarget = { organizationId: string; integrationId: string; secrets: string[] };

/**
 * The active Fleks integration `integrationId` with the secrets a delivery may be signed
 * with: the current one, then the previous one while its grace period lasts. Undefined for
 * an unknown or inactive integration, or one without a secret yet. A secret sealed under
 * another APP_SECRET cannot be opened and is left out (the admin rotates).
 */
export async function loadWebhookSecrets(
  db: Db,
  box: SecretBox,
  integrationId: string,
  now: Date,
): Promise<WebhookTarget | undefined> {
  const row = await db
    .selectFrom("integration_webhook_endpoints as e")
    .innerJoin("external_integrations as i", "i.id", "e.integration_id")
    .select(["i.organization_id", "e.secret_encrypted", "e.previous_secret_encrypted", "e.previous_valid_until"])
    .where("e.integration_id", "=", integrationId)
    .where("i.is_active", "=", true)
    .where("i.provider", "=", "Fleks")
    .where("i.integration_type", "=", "staffing")
    .executeTakeFirst();
  if (!row) return undefined;
  const open = (sealed: string | null) => {
    if (!sealed) return null;
    try {
      return box.open(sealed);
    } catch {
      return null;
    }
  };
  const current = open(row.secret_encrypted);
  const previous =
    row.previous_valid_until && row.previous_valid_until.getTime() > now.getTime()
      ? open(row.previous_secret_encrypted)
      : null;
  const secrets = [current, previous].filter((s): s is string => s !== null);
  return { organizationId: row.organization_id, integrationId, secrets };
}
