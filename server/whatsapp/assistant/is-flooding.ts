import type { Db } from "../../db/connect.ts";

// An employee typing in bursts sends a few messages a minute; twenty in ten minutes is a
// script or a stuck phone, and each reply costs a Twilio message (and model calls).
export const FLOOD_LIMIT = 20;
const FLOOD_WINDOW_MS = 10 * 60_000;

/** Whether a conversation's employee sent more than FLOOD_LIMIT messages in the ten minutes up to `at`. */
export async function isFlooding(db: Db, conversationId: string, at: Date): Promise<boolean> {
  const row = await db
    .selectFrom("whatsapp_messages")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("conversation_id", "=", conversationId)
    .where("direction", "=", "inbound")
    .where("created_at", ">", new Date(at.getTime() - FLOOD_WINDOW_MS))
    .where("created_at", "<=", at)
    .executeTakeFirstOrThrow();
  return Number(row.n) > FLOOD_LIMIT;
}
