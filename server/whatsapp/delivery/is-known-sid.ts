import type { Db } from "../../db/connect.ts";

/**
 * Whether a Twilio message sid is one we recorded already (a message, one part of a long
 * reply, or the WhatsApp page's test message): another message, not one a crash hid.
 */
export async function isKnownSid(db: Db, sid: string): Promise<boolean> {
  const row = await db
    .selectFrom("whatsapp_messages")
    .select("id")
    .where("message_sid", "=", sid)
    .unionAll(db.selectFrom("system.whatsapp_message_parts").select("message_id as id").where("message_sid", "=", sid))
    .unionAll(db.selectFrom("whatsapp_test_messages").select("organization_id as id").where("message_sid", "=", sid))
    .executeTakeFirst();
  return !!row;
}
