import { sql } from "kysely";
import type { Db } from "../../db/connect.ts";

/**
 * Whether a Twilio message sid is one we recorded already (a message, one part of a long
 * reply, or the WhatsApp page's test message: known_message_sid, migrations/0055): another
 * message, not one a crash hid.
 */
export async function isKnownSid(db: Db, sid: string): Promise<boolean> {
  const { rows } = await sql<{ known: boolean }>`select known_message_sid(${sid}) as known`.execute(db);
  return rows[0]?.known === true;
}
