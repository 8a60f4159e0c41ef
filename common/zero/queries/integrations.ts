import { zql } from "../../../zero-schema.ts";
import { organizationQuery } from "./permissions.ts";

// The Apps overview: the organisation's integrations (never their API key: the column is
// not published) and the synced tables' row counts and last sync.
export const integrationQueries = {
  integrations: {
    ofOrganization: organizationQuery((id) =>
      zql.external_integrations.where("organization_id", id).orderBy("created_at", "asc"),
    ),
  },
  syncedTables: {
    ofOrganization: organizationQuery((id) => zql.synced_table_stats.where("organization_id", id)),
  },
};
