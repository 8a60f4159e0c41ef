import { sql } from "kysely";
import type { Db } from "../../db/connect.ts";
import { leansOn } from "./leans-on.ts";

/** How long after a message the next one may lean on it, as for a single message (recent-messages.ts). */
const FOLLOW_UP_WINDOW_MS = 30 * 60 * 1000;

/**
 * The earlier words a message typed in pieces leans on: the employee's previous message as a
 * whole, which may itself have been typed in pieces ("over mijn", "reiskosten", "per km"),
 * so "en wanneer wordt het betaald" reads with all of them, not with "per km" alone. The
 * previous message's pieces are the employee's messages after the last one answered before it.
 */
export async function earlierBurst(
  db: Db,
  inbound: { conversation_id: string; created_at: Date; message_body: string },
): Promise<string | undefined> {
  const rows = await sql<{ message_body: string }>`
    with previous as (
      select created_at from whatsapp_messages
      where conversation_id = ${inbound.conversation_id} and direction = 'inbound'
        and created_at < ${inbound.created_at} and created_at > ${new Date(inbound.created_at.getTime() - FOLLOW_UP_WINDOW_MS)}
      order by created_at desc limit 1
    ), answered_before as (
      select max(m.created_at) as at from whatsapp_messages m, previous p
      where m.conversation_id = ${inbound.conversation_id} and m.direction = 'inbound' and m.created_at < p.created_at
        and exists (select 1 from whatsapp_messages r where r.reply_to = m.id)
    )
    select m.message_body from whatsapp_messages m, previous p, answered_before a
    where m.conversation_id = ${inbound.conversation_id} and m.direction = 'inbound'
      and m.created_at <= p.created_at and m.created_at > coalesce(a.at, '-infinity'::timestamptz)
      and m.created_at > ${new Date(inbound.created_at.getTime() - FOLLOW_UP_WINDOW_MS)}
    order by m.created_at`.execute(db);
  return leansOn(inbound.message_body, rows.rows.map((r) => r.message_body).join(" ") || undefined);
}
