import type { Db } from "../../db/connect.ts";
import { groupCommit } from "../../db/group-commit.ts";
import { coalesced } from "../../jobs/coalesced.ts";
import { landInbound } from "./land-inbound.ts";
import { passOnLanded } from "./pass-on-landed.ts";
import type { Inbound } from "./store-inbound.ts";

// Passing on has a fixed cost several times a message's: under load, runs 20 ms apart take
// many messages each; a lone message still goes through at once.
const MIN_GAP_MS = 20;
const DEADLOCK = "40P01";
const MAX_RETRIES = 3;

/**
 * Webhook messages land in group commits (many per commit under load, a lone one at once);
 * each landed batch kicks the run that passes them on to their conversations and the
 * assistant. A crash between landing and passing on leaves the rows for the worker's
 * heartbeat. Past `maxPending` messages (or `maxPendingBytes` of them) waiting to land, `land`
 * refuses more at once (QueueFullError) rather than holding them while the database is slow.
 */
export function inboundBatcher(
  db: Db,
  opts: { onError?: (err: unknown) => void; maxPending?: number; maxPendingBytes?: number } = {},
) {
  let retries = 0;
  const passOn = coalesced(async () => {
    try {
      await passOnLanded(db);
      retries = 0;
    } catch (err) {
      // Postgres ends one of two transactions that wait on each other (a job writing the same
      // conversation): the landed rows are still there, so passing on simply runs again.
      if ((err as { code?: string }).code === DEADLOCK && retries++ < MAX_RETRIES) return passOn.kick();
      retries = 0;
      (opts.onError ?? (() => {}))(err);
    }
  }, MIN_GAP_MS);
  const landing = groupCommit((batch: Inbound[]) => landInbound(db, batch), {
    afterWrite: () => passOn.kick(),
    maxPending: opts.maxPending,
    maxPendingSize: opts.maxPendingBytes,
    sizeOf: (m) => m.body.length + m.from.length + m.messageSid.length,
  });
  return {
    land: landing.add,
    /**
     * Resolves once what was given to `land` has landed and been passed on: ending the pool
     * while a pass-on was still to start waited forever (the webhook bench's spool drain hung
     * there). A landing still writing kicks a pass-on when it is done, so it is waited for first.
     */
    settled: async () => {
      await landing.idle();
      await passOn.idle();
    },
  };
}
