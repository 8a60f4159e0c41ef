import type { Db } from "../db/connect.ts";

export type Lanes<T> = {
  /** Queues a batch; waits while every lane is busy (so memory stays bounded). */
  push(batch: T): Promise<void>;
  /** Waits until every queued batch is written; throws what made a lane fail. */
  finish(): Promise<void>;
  /** Stops the lanes and waits for the batches they are writing. */
  abort(reason: unknown): Promise<void>;
};

/**
 * Writes batches over `count` connections at once, each batch a statement of its own.
 * Postgres computes a generated tsvector in the backend that inserts the row, one core
 * per connection: two lanes use both cores of a small machine. Batches commit as they are
 * written, so the caller must hide the rows until all are in, and clean up on failure.
 * Not a transaction per lane: a transaction holds a reserved connection, and postgres.js
 * leaves a reserved connection's queries pending for good when the database ends it (a
 * failover, a restart), which hung the run; the pool's own queries fail, and the run with them.
 */
export function parallelLanes<T>(db: Db, count: number, write: (db: Db, batch: T) => Promise<void>): Lanes<T> {
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

  // Every lane's end, failed or not: a lane still writing its batch when another failed must
  // be done before the caller cleans up, or that batch lands after the clean-up.
  const lanes = Promise.allSettled(
    Array.from({ length: count }, async () => {
      try {
        for (let batch = await take(); batch !== undefined; batch = await take()) await write(db, batch);
      } catch (err) {
        fail(err);
      }
    }),
  );

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
      if (failure) throw failure.reason;
    },
    async abort(reason) {
      fail(reason);
      await lanes;
    },
  };
}
