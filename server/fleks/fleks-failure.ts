import { FleksError, type FleksErrorKind } from "../integrations/fleks/fleks-error.ts";

export type FleksFailure = { ok: false; reason: FleksErrorKind; message: string };

/** A Fleks-side failure as the page shows it; anything that is not a FleksError is ours and is rethrown. */
export function fleksFailure(err: unknown): FleksFailure {
  if (err instanceof FleksError) return { ok: false, reason: err.kind, message: err.message };
  throw err;
}
