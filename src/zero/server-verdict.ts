import type { useZero } from "@rocicorp/zero/react";
import { nl } from "../../common/i18n/nl.ts";
import { validationMessage } from "../../common/zero/validation-message.ts";

type Zero = ReturnType<typeof useZero>;
type ServerResult = Awaited<ReturnType<Zero["mutate"]>["server"]>;
/** `pending`: no verdict yet after the wait; it may still come (the change saved, or refused). */
export type MutateOutcome = { ok: true } | { ok: false; message: string; pending?: true };

/** How long a save may wait for the server's verdict before the user is told it is not confirmed. */
export const UNCONFIRMED_AFTER_MS = 10_000;

/**
 * The server's verdict on a mutation as the user reads it. zero-cache waits on the app
 * server's mutate endpoint without a time limit of its own, so a server that accepts the
 * request but does not answer leaves the connection "connected" and the save pending for
 * minutes: after `waitMs` this says the change is not confirmed yet, and `onLate` gets the
 * verdict when it does come (the change may still be saved, or refused).
 */
export function serverVerdict(
  server: Promise<ServerResult>,
  zero: Zero,
  onLate: (outcome: MutateOutcome) => void,
  waitMs = UNCONFIRMED_AFTER_MS,
): Promise<MutateOutcome> {
  const verdict = server.then(
    (result): MutateOutcome => (result.type === "error" ? refusal(result.error, zero, true) : { ok: true }),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unconfirmed = new Promise<MutateOutcome | null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  return Promise.race([verdict, unconfirmed]).then((outcome) => {
    clearTimeout(timer);
    if (outcome) return outcome;
    void verdict.then(onLate);
    return { ok: false, message: nl.common.saveUnconfirmed, pending: true };
  });
}

/**
 * A refusal as the user reads it: our mutators' own errors are Dutch already; Zero's own
 * ("Zero was explicitly closed…", after a session ended; "Validation failed for mutator…",
 * its check of a mutator's input against the zod schema) are not. A session that ended loses
 * the change. A mutation the server did not take because zero-cache could not reach it (Zero
 * then reports an error and drops the connection) is `queued`: Zero keeps it and sends its
 * pending mutations again as soon as it connects.
 */
export function refusal(
  error: { type: string; message: string; details?: unknown },
  zero: Zero,
  queued = false,
): MutateOutcome {
  // Zero's own check of a mutator's zod schema (in this browser first) is English.
  const details = error.details as { type?: unknown; result?: unknown } | undefined;
  if (details?.type === "InputValidationError") return { ok: false, message: validationMessage(details.result) };
  if (error.type === "app") return { ok: false, message: error.message };
  const state = zero.connection.state.current.name;
  if (state === "needs-auth" || state === "closed") return { ok: false, message: nl.common.sessionEnded };
  if (queued && (state === "error" || state === "disconnected")) return { ok: false, message: nl.common.saveQueued };
  return { ok: false, message: nl.common.genericError };
}
