type Waiting<T> = { item: T; resolve: () => void; reject: (err: unknown) => void };

/**
 * Group commit: an item that arrives while every slot is writing a batch waits for the next
 * one, so under load many items share one commit, and a lone item is written at once. A
 * failing batch is retried item by item, so one bad item cannot fail the others. `add`
 * resolves once its item is written (durably, when `write` commits).
 */
export function groupCommit<T>(
  write: (batch: T[]) => Promise<void>,
  opts: { maxBatch?: number; maxInFlight?: number; afterWrite?: () => void } = {},
) {
  const maxBatch = opts.maxBatch ?? 500;
  const maxInFlight = opts.maxInFlight ?? 4;
  const queue: Waiting<T>[] = [];
  let inFlight = 0;

  async function flush(batch: Waiting<T>[]) {
    try {
      await write(batch.map((w) => w.item));
      for (const w of batch) w.resolve();
      opts.afterWrite?.();
    } catch (err) {
      if (batch.length === 1) return batch[0].reject(err);
      for (const w of batch) await flush([w]);
    }
  }

  function pump() {
    while (inFlight < maxInFlight && queue.length) {
      inFlight++;
      void flush(queue.splice(0, maxBatch)).finally(() => {
        inFlight--;
        pump();
      });
    }
  }

  return {
    add(item: T): Promise<void> {
      return new Promise((resolve, reject) => {
        queue.push({ item, resolve, reject });
        pump();
      });
    },
  };
}
