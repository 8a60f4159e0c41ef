import { nl } from "../../../common/i18n/nl.ts";
import type { SyncRunStatus } from "../../../common/integrations/sync-kinds.ts";
import { TIME_ZONE } from "../../../common/time/time-zone.ts";
import { Badge } from "../../components/ui/badge.tsx";

const styles: Record<SyncRunStatus, string> = {
  queued: "bg-secondary text-secondary-foreground",
  running: "bg-blue-600 text-white",
  succeeded: "bg-green-700 text-white",
  partial: "bg-orange-700 text-white",
  failed: "bg-destructive-solid text-destructive-foreground",
  rate_limited: "bg-yellow-500 text-black",
};

const clock = new Intl.DateTimeFormat("nl-NL", { timeStyle: "medium", timeZone: TIME_ZONE });

/**
 * A run's status in Dutch (bezig, geslaagd, gedeeltelijk, mislukt, Limiet bereikt). A running
 * run that is waiting out a 429 (`retryAt`) reads rate-limited with the moment it tries again:
 * it has not failed, and it goes back to 'bezig' when the next page comes through. `stacked`
 * puts that moment on a line of its own, so a table's status column stays narrow.
 */
export function RunStatusBadge(props: {
  status: SyncRunStatus;
  retryAt?: number | null;
  /** In a table: the badge short ('Limiet bereikt'), the time it tries again on a small line under it. */
  stacked?: boolean;
}) {
  const { status, retryAt } = props;
  if (status === "running" && retryAt != null) {
    const time = clock.format(retryAt);
    if (props.stacked)
      return (
        <span className="inline-flex flex-col items-start gap-0.5" title={nl.fleks.retryingAt(time)}>
          <Badge className={styles.rate_limited} data-status="rate_limited">
            {nl.fleks.runStatuses.rate_limited}
          </Badge>
          <span className="text-xs whitespace-nowrap text-muted-foreground">{nl.fleks.retryingAtShort(time)}</span>
        </span>
      );
    return (
      <Badge className={styles.rate_limited} data-status="rate_limited">
        {nl.fleks.retryingAt(time)}
      </Badge>
    );
  }
  return (
    <Badge className={styles[status]} data-status={status}>
      {nl.fleks.runStatuses[status]}
    </Badge>
  );
}
