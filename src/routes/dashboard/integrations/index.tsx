import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { IntegrationsPage, integrationTabs } from "../../../features/integrations/integrations-page.tsx";

const search = z.object({ tab: z.enum(integrationTabs).default("external").catch("external") });

export const Route = createFileRoute("/dashboard/integrations/")({
  validateSearch: search,
  component: function Integrations() {
    const { tab } = Route.useSearch();
    return <IntegrationsPage tab={tab} />;
  },
});
