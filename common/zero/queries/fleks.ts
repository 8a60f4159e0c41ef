import { zql } from "../../../zero-schema.ts";
import { FLEKS_PROVIDER } from "../../integrations/sync-kinds.ts";
import { organizationQuery } from "./permissions.ts";

// The Fleks page: the organisation's one Fleks integration, its per-object sync settings and
// its recent runs. Every member sees them (status is for everyone; changing is for admins).
export const fleksQueries = {
  fleks: {
    integration: organizationQuery((id) =>
      zql.external_integrations
        .where("organization_id", id)
        .where("provider", FLEKS_PROVIDER)
        .where("integration_type", "staffing")
        .limit(1),
    ),
    syncObjects: organizationQuery((id) =>
      zql.integration_sync_objects.where("organization_id", id).orderBy("created_at", "asc"),
    ),
    // The Monitor tab and the last-run badges: the newest 50 runs are plenty to judge by.
    syncRuns: organizationQuery((id) =>
      zql.integration_sync_runs.where("organization_id", id).orderBy("created_at", "desc").limit(50),
    ),
  },
};
