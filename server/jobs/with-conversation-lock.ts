import { sql } from "kysely";
import type { Db } from "../db/connect.ts";

// Our own key space for advisory locks, apart from any other user of them.
const LOCK_SPACE = 0x5741;

/**
 * Runs `work` while holding the conversation's lock, so its messages are answered and sent
 * one at a time, in the order their jobs were taken (oldest first). A transaction-level lock:
 * it is released however the work ends, also when the worker's connection dies.
 * (Named graphile queues did this before, but they lock every queue row on each fetch and
 * collapsed to ~30 jobs/s with thousands of conversations waiting.)
 */
export async function withConversationLock<T>(db: Db, conversationId: string, work: () => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${conversationId}))`.execute(trx);
    return work();
  });
}
