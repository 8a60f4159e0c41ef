import { sql } from "kysely";
import type { Db } from "../../db/connect.ts";

/** How long after a message the next one may lean on it: a chat, not yesterday's question. */
const FOLLOW_UP_WINDOW_MS = 30 * 60 * 1000;
// Pieces typed apart are joined and a flood goes to staff (is-flooding.ts) long before this
// many messages come within the window; the bound only keeps one read small whatever happens.
const EARLIER_READ = 50;

/** One of the employee's messages before the one answered, and whether the assistant replied to it. */
export type EarlierMessage = { body: string; at: Date; answered: boolean };

/**
 * What came before the message being answered, read once per answer and shared by everything
 * that reads a follow-up with its past (earlierWords, earlierBurst, the shift follow-ups):
 * the employee's messages within the follow-up window (30 minutes), oldest first, and the
 * message they quoted (WhatsApp's reply to a message), however old, with for one of the
 * assistant's replies the question it answered. A quote no longer stored (retention) is null.
 */
export type ConversationSoFar = { earlier: EarlierMessage[]; quoted: { body: string; asked: string | null } | null };

/** Reads the conversation so far for `inbound` (its `created_at`: when the question began) in one query. */
export async function readConversationSoFar(
  db: Db,
  inbound: { conversation_id: string; created_at: Date; quoted_sid: string | null },
): Promise<ConversationSoFar> {
  const since = new Date(inbound.created_at.getTime() - FOLLOW_UP_WINDOW_MS);
  const { rows } = await sql<{ quoted: boolean; body: string; at: Date; answered: boolean; asked: string | null }>`
    (select false as quoted, m.message_body as body, m.created_at as at,
        exists (select 1 from whatsapp_messages r where r.reply_to = m.id) as answered, null::text as asked
      from whatsapp_messages m
      where m.conversation_id = ${inbound.conversation_id} and m.direction = 'inbound'
        and m.created_at < ${inbound.created_at} and m.created_at > ${since}
      order by m.created_at desc limit ${EARLIER_READ})
    union all
    (select true, q.message_body, q.created_at, false, asked.message_body
      from whatsapp_messages q left join whatsapp_messages asked on asked.id = q.reply_to
      where q.message_sid = ${inbound.quoted_sid} and q.conversation_id = ${inbound.conversation_id}
      limit 1)`.execute(db);
  const quoted = rows.find((r) => r.quoted);
  return {
    earlier: rows
      .filter((r) => !r.quoted)
      .map((r) => ({ body: r.body, at: new Date(r.at), answered: r.answered }))
      .reverse(),
    quoted: quoted ? { body: quoted.body, asked: quoted.asked } : null,
  };
}
