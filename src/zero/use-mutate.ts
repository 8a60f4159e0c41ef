import { useZero } from "@rocicorp/zero/react";
import { useCallback } from "react";
import { toast } from "sonner";
import { nl } from "../../common/i18n/nl.ts";
import { useOnline } from "../lib/use-online.ts";
import { connectedWithin } from "./connected-within.ts";
import { type MutateOutcome, refusal, serverVerdict } from "./server-verdict.ts";

export type Mutation = Parameters<ReturnType<typeof useZero>["mutate"]>[0];
export type { MutateOutcome };

/**
 * Runs a mutator and reports the server's verdict. Offline writes are refused with a
 * clear message (for the caller's toast) instead of being queued and silently lost; a
 * connection still being made gets a few seconds first. A server that does not answer is
 * reported after a while (server-verdict.ts), and its late verdict in a toast of its own
 * and to `onLate`, for a form that still waits on it.
 */
export function useMutate() {
  const zero = useZero();
  const online = useOnline();
  return useCallback(
    async (mutation: Mutation, onLate?: (late: MutateOutcome) => void): Promise<MutateOutcome> => {
      // The caller toasts the refusal with its own title, as for any other (two toasts stacked).
      if (!online || !(await connectedWithin(zero, 5_000))) return { ok: false, message: nl.common.offlineWrite };
      const result = zero.mutate(mutation);
      const client = await result.client;
      if (client.type === "error") return refusal(client.error, zero);
      return serverVerdict(result.server, zero, (late) => {
        if (late.ok) toast.success(nl.common.savedLate);
        else toast.error(nl.common.error, { description: late.message });
        onLate?.(late);
      });
    },
    [zero, online],
  );
}
