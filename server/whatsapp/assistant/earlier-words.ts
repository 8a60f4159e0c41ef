import type { Db } from "../../db/connect.ts";
import { leansOn } from "./leans-on.ts";
import { recentMessages } from "./recent-messages.ts";

/**
 * The words an employee's message leans on when it is a follow-up ("en hoe vraag ik die
 * aan?"): the message it quotes (WhatsApp's reply to a message), however old, and for one
 * of the assistant's replies the question that reply answered; else the employee's message
 * before it, when that came at most 30 minutes earlier. A quote of a message no longer
 * stored (retention) counts as no quote. See leansOn for what an earlier message gives.
 */
export async function earlierWords(
  db: Db,
  inbound: { conversation_id: string; created_at: Date; quoted_sid: string | null; message_body: string },
): Promise<string | undefined> {
  if (inbound.quoted_sid) {
    const quoted = await db
      .selectFrom("whatsapp_messages as q")
      .leftJoin("whatsapp_messages as asked", "asked.id", "q.reply_to")
      .select(["q.message_body", "asked.message_body as asked"])
      .where("q.message_sid", "=", inbound.quoted_sid)
      .where("q.conversation_id", "=", inbound.conversation_id)
      .executeTakeFirst();
    if (quoted) return leansOn(inbound.message_body, quoted.asked ?? quoted.message_body, { quoted: true });
  }
  const [previous] = await recentMessages(db, inbound, 1);
  return leansOn(inbound.message_body, previous);
}
