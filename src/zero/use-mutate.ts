import { useZero } from "@rocicorp/zero/react";
import { useCallback } from "react";
import { nl } from "../../common/i18n/nl.ts";
import { useOnline } from "../lib/use-online.ts";
import { connectedWithin } from "./connected-within.ts";

export type Mutation = Parameters<ReturnType<typeof useZero>["mutate"]>[0];
export type MutateOutcome = { ok: true } | { ok: false; message: string };

/**
 * Runs a mutator and reports the server's verdict. Offline writes are refused with a
 * clear message (for the caller's toast) instead of being queued and silently lost; a
 * connection still being made gets a few seconds first.
 */
export function useMutate() {
  const zero = useZero();
  const online = useOnline();
  return useCallback(
    async (mutation: Mutation): Promise<MutateOutcome> => {
      // The caller toasts the refusal with its own title, as for any other (two toasts stacked).
      if (!online || !(await connectedWithin(zero, 5_000))) return { ok: false, message: nl.common.offlineWrite };
      const result = zero.mutate(mutation);
      const client = await result.client;
      if (client.type === "error") return { ok: false, message: said(client.error, zero) };
      const server = await result.server;
      if (server.type === "error") return { ok: false, message: said(server.error, zero) };
      return { ok: true };
    },
    [zero, online],
  );
}

/**
 * A refusal as the user reads it: our mutators' own errors are Dutch already; Zero's own
 * ("Zero was explicitly closed…", after a session ended) are not, so they are told in Dutch.
 */
function said(error: { type: string; message: string }, zero: ReturnType<typeof useZero>): string {
  if (error.type === "app") return error.message;
  const state = zero.connection.state.current.name;
  return state === "needs-auth" || state === "closed" ? nl.common.sessionEnded : nl.common.genericError;
}
