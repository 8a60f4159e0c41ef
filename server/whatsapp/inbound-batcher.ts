import type { Db } from "../db/connect.ts";
import { outboxDispatcher } from "./outbox-dispatcher.ts";
import { type Inbound, storeInbound } from "./store-inbound.ts";

type Waiting = { item: Inbound; resolve: (id: string | null) => void; reject: (err: unknown) => void };

/**
 * Group commit for webhooks: a message that arrives while every slot is storing a batch
 * waits for the next one, so under load many messages share one commit, and a lone message
 * is stored at once. A failing batch is retried message by message, so one bad delivery
 * cannot fail the others. Stored messages are then dispatched to the assistant.
 */
export function inboundBatcher(
  db: Db,
  opts: { maxBatch?: number; maxInFlight?: number; onError?: (err: unknown) => void } = {},
) {
  const maxBatch = opts.maxBatch ?? 500;
  const maxInFlight = opts.maxInFlight ?? 4;
  const dispatcher = outboxDispatcher(db, opts.onError);
  const queue: Waiting[] = [];
  let inFlight = 0;

  async function flush(batch: Waiting[]) {
    try {
      const ids = await storeInbound(
        db,
        batch.map((w) => w.item),
      );
      for (const [i, w] of batch.entries()) w.resolve(ids[i]);
      dispatcher.kick();
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
    store(item: Inbound): Promise<string | null> {
      return new Promise((resolve, reject) => {
        queue.push({ item, resolve, reject });
        pump();
      });
    },
  };
}
