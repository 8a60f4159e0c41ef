import { defineQueries } from "@rocicorp/zero";
import { accountQueries } from "./queries/account.ts";
import { agentQueries } from "./queries/agents.ts";
import { analyticsQueries } from "./queries/analytics.ts";
import { documentQueries } from "./queries/documents.ts";
import { faqQueries } from "./queries/faq.ts";
import { fleksQueries } from "./queries/fleks.ts";
import { fleksActionQueries } from "./queries/fleks-actions.ts";
import { fleksWebhookQueries } from "./queries/fleks-webhooks.ts";
import { inboxQueries } from "./queries/inbox.ts";
import { integrationQueries } from "./queries/integrations.ts";
import { organizationQueries } from "./queries/organizations.ts";
import { settingsQueries } from "./queries/settings.ts";
import { synonymQueries } from "./queries/synonyms.ts";

// Every query the client may run, by area (common/zero/queries/). Each organisation-scoped
// query enforces the boundary in its own body with applyOrganizationPermissions.
export const queries = defineQueries({
  ...organizationQueries,
  ...accountQueries,
  ...faqQueries,
  ...documentQueries,
  ...synonymQueries,
  ...inboxQueries,
  ...settingsQueries,
  ...analyticsQueries,
  ...integrationQueries,
  ...fleksQueries,
  ...fleksActionQueries,
  ...fleksWebhookQueries,
  ...agentQueries,
});
