import { sql } from "kysely";
import type { Db } from "../db/connect.ts";
import { documentLockHeld, LOCK_SPACE } from "./document-lock-held.ts";
import { waitForEarlierWrites } from "./wait-for-earlier-writes.ts";

// How often the run checks that its lock is still held, and how long a check may take: a
// connection the database ended may leave a query pending for good (see below).
const HEARTBEAT_MS = 1_000;
const CHECK_TIMEOUT_MS = 5_000;
// The longest a run that takes the lock waits for batches an earlier run began before it
// lost the lock (see waitForEarlierWrites): that run stops within a heartbeat and a check.
export const TAKEOVER_GRACE_MS = HEARTBEAT_MS + CHECK_TIMEOUT_MS + 1_000;
const POLL_MS = 250; // between tries for a lock another run holds

/** Thrown when the connection holding the lock is gone: the run stops and is tried again. */
export class DocumentLockLost extends Error {
  override name = "DocumentLockLost";
}

export type DocumentLock = {
  /** The backend holding the lock: the run's inserts check it is still granted (insertPassages). */
  readonly pid: number;
  /** Set once the lock is known to be lost: the run must write nothing more. */
  readonly lost: DocumentLockLost | null;
  /** Throws DocumentLockLost unless the lock is held, checked in `trx` (the run's final commit). */
  assertHeld(trx: Db): Promise<void>;
};

/** `promise`, or DocumentLockLost when it fails or takes longer than CHECK_TIMEOUT_MS. */
const within = <T>(promise: Promise<T>, what: string): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new DocumentLockLost(`${what}: no answer in ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(new DocumentLockLost(`${what}: ${err instanceof Error ? err.message : String(err)}`, { cause: err }));
      },
    );
  });

/**
 * Runs `work` while this document's advisory lock is held, so a re-process request that
 * races a running job waits for it instead of interleaving its passages with the other's.
 * A session lock rather than a transaction's: the run's writes must commit as they go (the
 * status shows "processing"). It lives on one reserved connection that runs nothing else:
 * postgres.js leaves a reserved connection's queries pending for good when the database
 * ends it (porsager/postgres#1186), so every query on it is short and timed (the lock is
 * tried, not waited for), a heartbeat notices a lost connection, and the run's own
 * statements go through the pool, which fails them instead. A lost lock ends the run with
 * DocumentLockLost (a fault of ours: the job is tried again). A run that lost its lock never
 * writes beside the next one: each insert of passages checks the lock in its own statement,
 * every other write of the run checks it in the transaction that locks the document's row
 * first, and the next run waits only for inserts begun before it took the lock (usually
 * none, at most TAKEOVER_GRACE_MS), then reads the row after those transactions.
 * Chosen over a lease column: no migration, and a crashed worker's lock ends with its connection.
 */
export async function withDocumentLock<T>(
  db: Db,
  documentId: string,
  work: (lock: DocumentLock) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (conn) => {
    const { rows: me } = await within(
      sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(conn),
      "lock connection",
    );
    const pid = me[0]?.pid as number;
    while (true) {
      const { rows } = await within(
        sql<{ ok: boolean }>`select pg_try_advisory_lock(${LOCK_SPACE}, hashtext(${documentId})) as ok`.execute(conn),
        "document lock",
      );
      if (rows[0]?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    // A run that held the lock before (and lost it) may have a batch still landing.
    await waitForEarlierWrites(db, TAKEOVER_GRACE_MS);
    let lost: DocumentLockLost | null = null;
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    const beat = () => {
      timer = setTimeout(() => {
        within(sql`select 1`.execute(conn), "lock connection").then(
          () => !stopped && beat(),
          (err: DocumentLockLost) => {
            lost = err;
          },
        );
      }, HEARTBEAT_MS);
    };
    beat();
    const lock: DocumentLock = {
      pid,
      get lost() {
        return lost;
      },
      async assertHeld(trx) {
        if (lost) throw lost;
        const { rows } = await sql<{ held: boolean }>`select ${documentLockHeld(documentId, pid)} as held`.execute(trx);
        if (rows[0]?.held) return;
        lost = new DocumentLockLost("document lock: its connection was ended");
        throw lost;
      },
    };
    try {
      return await work(lock);
    } finally {
      stopped = true;
      clearTimeout(timer);
      // Tried even when the lock was reported lost (a check may only have been slow): the
      // connection goes back to the pool, and must not take the lock along.
      await within(
        sql`select pg_advisory_unlock(${LOCK_SPACE}, hashtext(${documentId}))`.execute(conn),
        "document unlock",
      ).catch(() => {});
    }
  });
}
