import type { Db } from "../../db/connect.ts";

/**
 * Takes answered (or given-up) messages of one conversation out of the assistant's outbox,
 * inside the caller's transaction. The conversation row is locked first (key share, which
 * no reply or take-over waits on): an erasure deletes the conversation first and its
 * messages' outbox rows go with it, in the messages' order. Taken the other way round, rows
 * in another order than their messages (a hand-back puts a message back at the end) let an
 * erasure at the same moment deadlock with this.
 */
export async function removeFromOutbox(trx: Db, conversationId: string, messageIds: readonly string[]): Promise<void> {
  if (!messageIds.length) return;
  await trx.selectFrom("conversations").select("id").where("id", "=", conversationId).forKeyShare().execute();
  await trx.deleteFrom("system.assistant_outbox").where("message_id", "in", messageIds).execute();
}
