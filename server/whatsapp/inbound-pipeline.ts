import type { Db } from "../db/connect.ts";
import { coalesced } from "../jobs/coalesced.ts";
import { dispatchOutbox } from "./dispatch-outbox.ts";
import { ingestLanded } from "./ingest-landed.ts";

// A run's fixed cost is several times a message's: under load, runs 20 ms apart take many
// messages each; a lone message still goes through at once.
const MIN_GAP_MS = 20;

/**
 * After messages land: ingests them into their conversations and dispatches the outbox to
 * the assistant. A crash between landing and ingesting leaves the rows for the worker's
 * periodic run.
 */
export function inboundPipeline(db: Db, onError: (err: unknown) => void = () => {}) {
  return coalesced(
    () =>
      ingestLanded(db)
        .then(() => dispatchOutbox(db))
        .catch(onError),
    MIN_GAP_MS,
  );
}
