import { useCallback, useRef, useState } from "react";
import { toast } from "sonner";
import { nl } from "../../common/i18n/nl.ts";
import { type MutateOutcome, type Mutation, useMutate } from "./use-mutate.ts";

/**
 * A save a form or button waits on. `busy` holds from the click until the server's verdict,
 * also past useMutate's 10 s "not confirmed" notice: a button that came back then invited a
 * second press, and the server took both (a reply sent to the employee twice, an agent made
 * twice). `save` returns the outcome as useMutate does, for the caller to toast, or null
 * when there is nothing to do yet: a save was under way already (Enter pressed twice sends
 * once), or the verdict is still out, which this says; it goes to `onLate` when it comes
 * (useMutate toasts it too), once `busy` is false again.
 */
export function useSave() {
  const mutate = useMutate();
  const [busy, setBusy] = useState(false);
  // The state above re-renders; this one is read at once, by a second key press in the same frame.
  const running = useRef(false);
  const save = useCallback(
    async (mutation: Mutation, onLate?: (late: MutateOutcome) => void): Promise<MutateOutcome | null> => {
      if (running.current) return null;
      running.current = true;
      setBusy(true);
      const done = () => {
        running.current = false;
        setBusy(false);
      };
      const res = await mutate(mutation, (late) => {
        done();
        onLate?.(late);
      });
      if (res.ok || !res.pending) {
        done();
        return res;
      }
      toast.warning(nl.common.notConfirmed, { description: res.message });
      return null;
    },
    [mutate],
  );
  return { busy, save };
}
