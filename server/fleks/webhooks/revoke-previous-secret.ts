import { recordActivity } from "../../activity/record-activity.ts";
import type { Db } from "../../db/connect.ts";

/**
 * Ends the previous secret's grace period now (after a leak, or once Fleks uses the new
 * one). Returns whether there was one to revoke; logged when there was.
 */
export async function revokePreviousSecret(
  db: Db,
  input: { organizationId: string; integrationId: string; actorUserId: string },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const revoked = await trx
      .updateTable("integration_webhook_endpoints")
      .set({ previous_secret_encrypted: null, previous_valid_until: null, updated_at: new Date() })
      .where("integration_id", "=", input.integrationId)
      .where("previous_secret_encrypted", "is not", null)
      .executeTakeFirst();
    if (!revoked.numUpdatedRows) return false;
    await recordActivity(trx, {
      organizationId: input.organizationId,
      actorUserId: input.actorUserId,
      kind: "integration_credentials_changed",
      target: input.integrationId,
      details: { provider: "Fleks", webhook_secret: "previous_revoked" },
    });
    return true;
  });
}
