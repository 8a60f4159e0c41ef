import { nl } from "../../../common/i18n/nl.ts";
import type { SyncRunStatus } from "../../../common/integrations/sync-kinds.ts";
import { Badge } from "../../components/ui/badge.tsx";

const styles: Record<SyncRunStatus, string> = {
  queued: "bg-secondary text-secondary-foreground",
  running: "bg-blue-600 text-white",
  succeeded: "bg-green-600 text-white",
  partial: "bg-orange-500 text-white",
  failed: "bg-destructive text-destructive-foreground",
  rate_limited: "bg-yellow-500 text-black",
};

/** A run's status in Dutch (bezig, geslaagd, gedeeltelijk, mislukt, Limiet bereikt). */
export function RunStatusBadge({ status }: { status: SyncRunStatus }) {
  return (
    <Badge className={styles[status]} data-status={status}>
      {nl.fleks.runStatuses[status]}
    </Badge>
  );
}
