import { zql } from "../../../zero-schema.ts";
import { organizationQuery } from "./permissions.ts";

// The Webhooks tab: the endpoint's rotation state (no secret is published) for every member,
// and the recent deliveries for admins only (their payloads are the organisation's data).
export const fleksWebhookQueries = {
  fleksWebhooks: {
    endpoint: organizationQuery((id) => zql.integration_webhook_endpoints.where("organization_id", id).limit(1)),
    // The newest 50 are what the tab shows; older ones stay in the table until pruned.
    deliveries: organizationQuery(
      (id) => zql.integration_webhook_deliveries.where("organization_id", id).orderBy("received_at", "desc").limit(50),
      { need: "admin" },
    ),
  },
};
