import { useQuery } from "@rocicorp/zero/react";
import { queries } from "../../../common/zero/queries.ts";

/**
 * Whether the organisation's Fleks sync is failing: some enabled object's latest run failed
 * (its failures in a row, kept by the sync). Live, so 'Sync mislukt' shows and clears as runs end.
 */
export function useFleksSyncFailing(organizationId: string): boolean {
  const [objects] = useQuery(queries.fleks.syncObjects({ organizationId }));
  return objects.some((o) => o.enabled && o.failures_in_row > 0);
}
