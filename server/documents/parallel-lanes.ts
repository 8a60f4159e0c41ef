import type { Transaction } from "kysely";
import type { Db } from "../db/connect.ts";
import type { Database } from "../db/types.ts";

export type Lanes<T> = {
  /** Queues a batch; waits while every lane is busy (so memory stays bounded). */
  push(batch: T): Promise<void>;
  /** Waits until every queued batch is written and each lane has committed. */
  finish(): Promise<void>;
  /** Stops the lanes, rolling back what has not committed, and waits for them. */
  abort(reason: unknown): Promise<void>;
};

/**
 * Writes batches over `count` connections at once, each lane in its own transaction.
 * Postgres computes a generated tsvector in the backend that inserts the row, one core
 * per connection: two lanes use both cores of a small machine. The lanes commit
 * separately, so the caller must hide the rows until all are in, and clean up on failure.
 */
export function parallelLanes<T>(
  db: Db,
  count: number,
  write: (trx: Transaction<Database>, batch: T) => Promise<void>,
): Lanes<T> {
  const queue: T[] = [];
  let closed = false;
  let failure: { reason: unknown } | null = null;
  let wakeLanes: Array<() => void> = [];
  let wakeProducer: Array<() => void> = [];
  const wakeAll = () => {
    for (const wake of [...wakeLanes, ...wakeProducer]) wake();
    wakeLanes = [];
    wakeProducer = [];
  };
  const fail = (reason: unknown) => {
    failure ??= { reason };
    wakeAll();
  };

  async function take(): Promise<T | undefined> {
    while (!queue.length && !closed && !failure) await new Promise<void>((r) => wakeLanes.push(r));
    if (failure) return undefined;
    const batch = queue.shift();
    for (const wake of wakeProducer) wake();
    wakeProducer = [];
    return batch;
  }

  const lanes = Promise.all(
    Array.from({ length: count }, () =>
      db
        .transaction()
        .execute(async (trx) => {
          for (let batch = await take(); batch !== undefined; batch = await take()) await write(trx, batch);
          if (failure) throw failure.reason; // roll this lane back too
        })
        .catch((err) => {
          fail(err);
          throw err;
        }),
    ),
  );
  lanes.catch(() => {}); // observed through finish() or abort()

  return {
    async push(batch) {
      while (queue.length >= count && !failure) await new Promise<void>((r) => wakeProducer.push(r));
      if (failure) throw failure.reason;
      queue.push(batch);
      const wake = wakeLanes.shift();
      wake?.();
    },
    async finish() {
      closed = true;
      wakeAll();
      await lanes;
    },
    async abort(reason) {
      fail(reason);
      await lanes.catch(() => {});
    },
  };
}
