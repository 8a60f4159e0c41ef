import type { Db } from "../db/connect.ts";
import { coalesced } from "../jobs/coalesced.ts";
import { passOnLanded } from "./pass-on-landed.ts";

// A run's fixed cost is several times a message's: under load, runs 20 ms apart take many
// messages each; a lone message still goes through at once.
const MIN_GAP_MS = 20;

/**
 * Passes landed messages on after they land. A crash between landing and passing on leaves
 * the rows for the worker's periodic run.
 */
export function inboundPipeline(db: Db, onError: (err: unknown) => void = () => {}) {
  return coalesced(() => passOnLanded(db).catch(onError), MIN_GAP_MS);
}
