import type { CustomIntegration } from "../../common/integrations/custom-integration.ts";
import { recordActivity } from "../activity/record-activity.ts";
import type { SecretBox } from "../crypto/secret-box.ts";
import type { Db } from "../db/connect.ts";

/** What the browser gets back: everything but the key. */
export type IntegrationSummary = {
  id: string;
  name: string;
  integration_type: string;
  provider: string;
  api_endpoint: string;
  is_active: boolean;
};

/**
 * Stores a custom integration with its API key sealed, and logs it in the same
 * transaction. The key is neither logged nor returned.
 */
export async function createCustomIntegration(
  db: Db,
  box: SecretBox,
  caller: { organizationId: string; userId: string },
  input: CustomIntegration,
): Promise<IntegrationSummary> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("external_integrations")
      .values({
        id: crypto.randomUUID(),
        organization_id: caller.organizationId,
        name: input.name,
        integration_type: input.integration_type,
        provider: input.provider,
        api_endpoint: input.api_endpoint,
        api_key_encrypted: box.seal(input.api_key),
        additional_config: input.additional_config,
        is_active: true,
      })
      .returning(["id", "name", "integration_type", "provider", "api_endpoint", "is_active"])
      .executeTakeFirstOrThrow();
    await recordActivity(trx, {
      organizationId: caller.organizationId,
      actorUserId: caller.userId,
      kind: "integration_added",
      target: row.id,
      details: { name: row.name, provider: row.provider, integration_type: row.integration_type },
    });
    return row;
  });
}
