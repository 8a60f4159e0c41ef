import { useEffect, useState } from "react";
import type { DayRange } from "../../../common/analytics/period.ts";
import { nl } from "../../../common/i18n/nl.ts";
import { api, type BodyOf, call } from "../../lib/api-client.ts";

type DetailsCall = ReturnType<ReturnType<typeof api.analytics>["details"]["$get"]>;
export type AnalyticsDetails = BodyOf<Awaited<DetailsCall>>;
export type UnansweredGroup = AnalyticsDetails["unanswered"][number];

/**
 * The median first response times and the unanswered questions of `range`, from the server.
 * `version` changes whenever the synced rollups do (a message, a hand-over), so these
 * follow live as the cards do.
 */
export function useAnalyticsDetails(organizationId: string, range: DayRange | null, version: string) {
  // Kept with the period they answer, so a new period shows a spinner, not the last one's questions.
  const [loaded, setLoaded] = useState<{ key: string; details: AnalyticsDetails } | null>(null);
  const [failed, setFailed] = useState(false);
  const from = range?.from ?? "";
  const to = range?.to ?? "";
  const key = `${organizationId}|${from}|${to}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the refetch signal itself.
  useEffect(() => {
    if (!organizationId || !from || !to) return;
    let current = true;
    call(api.analytics(organizationId).details.$get({ query: { from, to } }), nl.analytics.unanswered.loadFailed)
      .then((body) => {
        if (!current) return;
        setLoaded({ key: `${organizationId}|${from}|${to}`, details: body });
        setFailed(false);
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [organizationId, from, to, version]);
  return { details: loaded?.key === key ? loaded.details : null, failed };
}
