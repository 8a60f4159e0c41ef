import type { Db } from "../../db/connect.ts";

/** How long after a message the next one may lean on it: a chat, not yesterday's question. */
const FOLLOW_UP_WINDOW_MS = 30 * 60 * 1000;

/** The employee's last `n` messages before this one within the follow-up window (30 minutes), oldest first. */
export async function recentMessages(
  db: Db,
  inbound: { conversation_id: string; created_at: Date },
  n: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom("whatsapp_messages")
    .select("message_body")
    .where("conversation_id", "=", inbound.conversation_id)
    .where("direction", "=", "inbound")
    .where("created_at", "<", inbound.created_at)
    .where("created_at", ">", new Date(inbound.created_at.getTime() - FOLLOW_UP_WINDOW_MS))
    .orderBy("created_at", "desc")
    .limit(n)
    .execute();
  return rows.map((r) => r.message_body).reverse();
}
