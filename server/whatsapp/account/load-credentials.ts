import type { SecretBox } from "../../crypto/secret-box.ts";
import type { Db } from "../../db/connect.ts";

export type TwilioCredentials = { accountSid: string; authToken: string; sender: string };

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
  return { accountSid: row.account_sid, authToken: box.open(row.auth_token_encrypted), sender: row.whatsapp_sender };
}
