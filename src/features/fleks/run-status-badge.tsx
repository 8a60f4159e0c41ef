import { nl } from "../../../common/i18n/nl.ts";
import type { SyncRunStatus } from "../../../common/integrations/sync-kinds.ts";
import { TIME_ZONE } from "../../../common/time/time-zone.ts";
import { Badge } from "../../components/ui/badge.tsx";

const styles: Record<SyncRunStatus, string> = {
  queued: "bg-secondary text-secondary-foreground",
  running: "bg-blue-600 text-white",
  succeeded: "bg-green-600 text-white",
  partial: "bg-orange-500 text-white",
  failed: "bg-destructive text-destructive-foreground",
  rate_limited: "bg-yellow-500 text-black",
};

const clock = new Intl.DateTimeFormat("nl-NL", { timeStyle: "medium", timeZone: TIME_ZONE });

/**
 * A run's status in Dutch (bezig, geslaagd, gedeeltelijk, mislukt, Limiet bereikt). A running
 * run that is waiting out a 429 (`retryAt`) reads rate-limited with the moment it tries again:
 * it has not failed, and it goes back to 'bezig' when the next page comes through.
 */
export function RunStatusBadge({ status, retryAt }: { status: SyncRunStatus; retryAt?: number | null }) {
  if (status === "running" && retryAt != null)
    return (
      <Badge className={styles.rate_limited} data-status="rate_limited">
        {nl.fleks.retryingAt(clock.format(retryAt))}
      </Badge>
    );
  return (
    <Badge className={styles[status]} data-status={status}>
      {nl.fleks.runStatuses[status]}
    </Badge>
  );
}
