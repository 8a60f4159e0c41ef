import { type RawBuilder, sql } from "kysely";

// Our own key space for advisory locks, apart from the conversations' (with-conversation-lock.ts).
export const LOCK_SPACE = 0x444f;

/**
 * A condition that is true while the document's processing lock is granted: to the backend
 * `pid` when given (one run's own lock), to anyone otherwise. pg_locks lists a two-key
 * advisory lock with the keys in classid and objid and objsubid 2.
 */
export function documentLockHeld(documentId: RawBuilder<unknown> | string, pid?: number): RawBuilder<boolean> {
  const by = pid === undefined ? sql`` : sql`and pid = ${pid}`;
  return sql<boolean>`exists (select 1 from pg_locks where locktype = 'advisory' and granted
    and classid = ${LOCK_SPACE} and objid = hashtext(${documentId})::oid and objsubid = 2 ${by})`;
}
