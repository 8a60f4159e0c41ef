import { sql } from "kysely";
import type { Db } from "../../db/connect.ts";

/**
 * Takes answered (or given-up) messages of one conversation out of the assistant's outbox.
 * The conversation row is locked first (key share: plain updates of it do not wait on that): an
 * erasure deletes the conversation first and its messages' outbox rows go with it, in the
 * messages' order. Taken the other way round, rows in another order than their messages (a
 * hand-back puts a message back at the end) let an erasure at the same moment deadlock with
 * this. One statement: the lock is its one-time filter, taken before any row is read.
 */
export async function removeFromOutbox(db: Db, conversationId: string, messageIds: readonly string[]): Promise<void> {
  await sql`delete from system.assistant_outbox
    where message_id = any(${messageIds}::text[])
      and exists (select 1 from conversations where id = ${conversationId} for key share)`.execute(db);
}
