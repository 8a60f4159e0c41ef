import { useQuery } from "@rocicorp/zero/react";
import { queries } from "../../../common/zero/queries.ts";

/** The organisation's Fleks integration, its five sync objects and its newest runs, live through Zero. */
export function useFleksData(organizationId: string | null) {
  const args = { organizationId: organizationId ?? "" };
  const [integrations, integrationResult] = useQuery(queries.fleks.integration(args));
  const [allObjects] = useQuery(queries.fleks.syncObjects(args));
  const [allRuns] = useQuery(queries.fleks.syncRuns(args));
  const integration = integrations[0] ?? null;
  // Runs of an earlier (disconnected) integration keep their history; objects belong to this one.
  const objects = integration ? allObjects.filter((o) => o.integration_id === integration.id) : [];
  return {
    loading: !organizationId || (integrations.length === 0 && integrationResult.type !== "complete"),
    integration,
    objects,
    runs: allRuns,
  };
}

export type FleksData = ReturnType<typeof useFleksData>;
export type FleksIntegration = NonNullable<FleksData["integration"]>;
export type SyncObjectRow = FleksData["objects"][number];
export type SyncRunRow = FleksData["runs"][number];
