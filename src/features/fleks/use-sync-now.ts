import { useEffect, useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import type { SyncObject } from "../../../common/integrations/sync-kinds.ts";
import { errorToast, fleksApi } from "./fleks-api.ts";
import { runsOutcome } from "./run-outcome.ts";
import type { SyncRunRow } from "./use-fleks-data.ts";

const t = nl.fleks;

/**
 * 'Nu synchroniseren': starts runs through POST /sync, then watches their rows (live through
 * Zero) and toasts the outcome once they have all ended. It lives on the page, not the Sync
 * tab, so the toast still comes when the user has moved on to Monitor.
 */
export function useSyncNow(organizationId: string, hasIntegration: boolean, runs: readonly SyncRunRow[]) {
  const [pending, setPending] = useState<string[]>([]);
  const [starting, setStarting] = useState(false);

  useEffect(() => {
    if (pending.length === 0) return;
    const outcome = runsOutcome(pending, runs);
    if (!outcome) return;
    setPending([]);
    const show = outcome.kind === "success" ? toast.success : toast.error;
    show(outcome.title, { description: outcome.description });
  }, [pending, runs]);

  const start = async (objects?: SyncObject[]) => {
    if (!hasIntegration) {
      toast.error(t.notFound);
      return;
    }
    setStarting(true);
    try {
      const { runIds } = await fleksApi(organizationId).sync(objects);
      if (runIds.length === 0) toast.error(t.syncFailed, { description: t.nothingToSync });
      else {
        setPending((p) => [...new Set([...p, ...runIds])]);
        toast.info(t.syncStarted);
      }
    } catch (err) {
      toast.error(...errorToast(err, t.syncFailed, t.connectionFailedFallback));
    } finally {
      setStarting(false);
    }
  };

  return { start, busy: starting };
}

export type SyncNow = ReturnType<typeof useSyncNow>;
