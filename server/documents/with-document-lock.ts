import { sql } from "kysely";
import type { Db } from "../db/connect.ts";

// Our own key space for advisory locks, apart from the conversations' (with-conversation-lock.ts).
const LOCK_SPACE = 0x444f;

/**
 * Runs `work` while this document's advisory lock is held, so a re-process request that
 * races a running job waits for it instead of interleaving its passages with the other's.
 * The lock lives on one reserved connection, which `work` gets for its own statements: a
 * run then needs no more connections than before (that one plus its insert lanes), so
 * several documents at once cannot starve the pool. A session lock rather than a
 * transaction's: the run's writes must commit as they go (the status shows "processing").
 * If the connection dies the lock goes with it.
 */
export async function withDocumentLock<T>(db: Db, documentId: string, work: (conn: Db) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${LOCK_SPACE}, hashtext(${documentId}))`.execute(conn);
    try {
      return await work(conn);
    } finally {
      await sql`select pg_advisory_unlock(${LOCK_SPACE}, hashtext(${documentId}))`.execute(conn);
    }
  });
}
