type Waiting<T> = { item: T; resolve: () => void; reject: (err: unknown) => void };

/** `add` refused an item because the items waiting to be written already fill the bound. */
export class QueueFullError extends Error {
  constructor() {
    super("write queue full");
    this.name = "QueueFullError";
  }
}

export type GroupCommitOptions<T> = {
  maxBatch?: number;
  maxInFlight?: number;
  afterWrite?: () => void;
  /** Items accepted and not yet written (waiting or being written) at most; more are refused. */
  maxPending?: number;
  /** Their summed `sizeOf` at most (bytes, say); more are refused. */
  maxPendingSize?: number;
  sizeOf?: (item: T) => number;
};

/**
 * Group commit: an item that arrives while every slot is writing a batch waits for the next
 * one, so under load many items share one commit, and a lone item is written at once. A
 * failing batch is retried item by item, so one bad item cannot fail the others. `add`
 * resolves once its item is written (durably, when `write` commits).
 *
 * When the database is slow or down, items would pile up in memory for as long as it
 * lasts: past `maxPending` items (or `maxPendingSize`) `add` rejects at once with
 * QueueFullError, so the caller can tell its client to come back later instead.
 */
// postgres.js's and Node's codes for a database out of reach, and Postgres' connection
// exceptions (class 08) and shutdowns (57P01–57P03). EALREADY: postgres.js reconnecting a
// socket still connecting, seen when Postgres ends the pool's connections under queries.
const UNREACHABLE = new Set([
  "ECONNREFUSED",
  "EALREADY",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
]);

/** Whether a write failed because the database could not be reached, not because of what it wrote. */
export function unreachable(err: unknown): boolean {
  const code = String((err as { code?: unknown })?.code ?? "");
  return UNREACHABLE.has(code) || /^08|^57P0[123]$/.test(code);
}

/**
 * Whether a write failed for the database's sake (out of reach, shutting down, too slow,
 * too busy), so the delivery is worth keeping until it is back. Any other failure is about
 * the delivery itself: kept, it would fail again, and block the ones behind it.
 */
export function databaseAway(err: unknown): boolean {
  if (err instanceof QueueFullError || unreachable(err)) return true;
  const code = String((err as { code?: unknown })?.code ?? "");
  return code === "57014" || code === "53300" || code === "40P01"; // timed out, too many connections, deadlock
}

export function groupCommit<T>(write: (batch: T[]) => Promise<void>, opts: GroupCommitOptions<T> = {}) {
  const maxBatch = opts.maxBatch ?? 500;
  const maxInFlight = opts.maxInFlight ?? 4;
  const maxPending = opts.maxPending ?? Number.POSITIVE_INFINITY;
  const maxPendingSize = opts.maxPendingSize ?? Number.POSITIVE_INFINITY;
  const sizeOf = opts.sizeOf ?? (() => 0);
  const queue: Waiting<T>[] = [];
  let inFlight = 0;
  let pending = 0;
  let pendingSize = 0;

  async function flush(batch: Waiting<T>[]) {
    try {
      await write(batch.map((w) => w.item));
      for (const w of batch) w.resolve();
      opts.afterWrite?.();
    } catch (err) {
      // One by one finds the item a batch failed on; with the database out of reach each of
      // them would only wait for its own failed connection (Twilio gave up after 15 s).
      if (batch.length === 1 || unreachable(err)) {
        for (const w of batch) w.reject(err);
        return;
      }
      for (const w of batch) await flush([w]);
    }
  }

  // The batches being written, for `idle`.
  const writing = new Set<Promise<void>>();
  function pump() {
    while (inFlight < maxInFlight && queue.length) {
      inFlight++;
      const batch: Promise<void> = flush(queue.splice(0, maxBatch)).finally(() => {
        inFlight--;
        writing.delete(batch);
        pump();
      });
      writing.add(batch);
    }
  }

  return {
    add(item: T): Promise<void> {
      const size = sizeOf(item);
      if (pending + 1 > maxPending || pendingSize + size > maxPendingSize) return Promise.reject(new QueueFullError());
      pending++;
      pendingSize += size;
      const done = () => {
        pending--;
        pendingSize -= size;
      };
      return new Promise<void>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        pump();
      }).finally(done);
    },
    /** Items accepted and not yet written, and their summed size. */
    pending: () => ({ items: pending, size: pendingSize }),
    /** Resolves once every item accepted so far has been written or refused (and `afterWrite` called). */
    async idle(): Promise<void> {
      while (writing.size) await Promise.allSettled([...writing]);
    },
  };
}
