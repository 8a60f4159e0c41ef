import { sql } from "kysely";
import { nl } from "../../../common/i18n/nl.ts";
import type { Db } from "../../db/connect.ts";

// An employee typing in bursts sends a few messages a minute; twenty in ten minutes is a
// script or a stuck phone, and each reply costs a Twilio message (and model calls).
export const FLOOD_LIMIT = 20;
const FLOOD_WINDOW_MS = 10 * 60_000;

/**
 * Whether a conversation's employee sent more than FLOOD_LIMIT messages in the ten minutes
 * up to `at`, counting only those after the assistant's last flood notice: once staff hand
 * the conversation back, the messages that caused it do not cause it again.
 */
export async function isFlooding(db: Db, conversationId: string, at: Date): Promise<boolean> {
  const since = new Date(at.getTime() - FLOOD_WINDOW_MS);
  const row = await db
    .selectFrom("whatsapp_messages as m")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("m.conversation_id", "=", conversationId)
    .where("m.direction", "=", "inbound")
    .where("m.created_at", "<=", at)
    .where(
      "m.created_at",
      ">",
      sql<Date>`greatest(${since}::timestamptz, (
        select max(n.created_at) from whatsapp_messages n
        where n.conversation_id = ${conversationId} and n.is_from_bot and n.created_at > ${since}::timestamptz
          and n.explanation ->> 'note' = ${nl.explanation.flooded}))`,
    )
    .executeTakeFirstOrThrow();
  return Number(row.n) > FLOOD_LIMIT;
}
