import type { Db } from "../db/connect.ts";
import { inboundPipeline } from "./inbound-pipeline.ts";
import { landInbound } from "./land-inbound.ts";
import type { Inbound } from "./store-inbound.ts";

type Waiting = { item: Inbound; resolve: () => void; reject: (err: unknown) => void };

/**
 * Group commit for webhooks: a message that arrives while every slot is storing a batch
 * waits for the next one, so under load many messages share one commit, and a lone message
 * lands at once. A failing batch is retried message by message, so one bad delivery cannot
 * fail the others. Landed messages then go on to their conversations and the assistant.
 */
export function inboundBatcher(
  db: Db,
  opts: { maxBatch?: number; maxInFlight?: number; onError?: (err: unknown) => void } = {},
) {
  const maxBatch = opts.maxBatch ?? 500;
  const maxInFlight = opts.maxInFlight ?? 4;
  const pipeline = inboundPipeline(db, opts.onError);
  const queue: Waiting[] = [];
  let inFlight = 0;

  async function flush(batch: Waiting[]) {
    try {
      await landInbound(
        db,
        batch.map((w) => w.item),
      );
      for (const w of batch) w.resolve();
      pipeline.kick();
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
    land(item: Inbound): Promise<void> {
      return new Promise((resolve, reject) => {
        queue.push({ item, resolve, reject });
        pump();
      });
    },
  };
}
