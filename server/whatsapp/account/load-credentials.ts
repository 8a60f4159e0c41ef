import type { SecretBox } from "../../crypto/secret-box.ts";
import type { Db } from "../../db/connect.ts";

export type TwilioCredentials = { accountSid: string; authToken: string; sender: string };

/** The stored token cannot be decrypted (another APP_SECRET?): unlike a database failure, retrying will not help. */
export class UnreadableCredentialsError extends Error {
  constructor(organizationId: string, cause: unknown) {
    super(
      `Twilio credentials of organisation ${organizationId} unreadable: ${cause instanceof Error ? cause.message : cause}`,
    );
    this.name = "UnreadableCredentialsError";
  }
}

/** The organisation's Twilio credentials with the token decrypted (server side only). */
export async function loadCredentials(
  db: Db,
  box: SecretBox,
  organizationId: string,
): Promise<TwilioCredentials | null> {
  const row = await db
    .selectFrom("twilio_credentials")
    .select(["account_sid", "auth_token_encrypted", "whatsapp_sender"])
    .where("organization_id", "=", organizationId)
    .executeTakeFirst();
  if (!row) return null;
  let authToken: string;
  try {
    authToken = box.open(row.auth_token_encrypted);
  } catch (err) {
    throw new UnreadableCredentialsError(organizationId, err);
  }
  return { accountSid: row.account_sid, authToken, sender: row.whatsapp_sender };
}
