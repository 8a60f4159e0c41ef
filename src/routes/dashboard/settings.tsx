import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { SettingsPage, settingsTabs } from "../../features/settings/settings-page.tsx";

const search = z.object({ tab: z.enum(settingsTabs).default("general").catch("general") });

export const Route = createFileRoute("/dashboard/settings")({
  validateSearch: search,
  component: function Settings() {
    const { tab } = Route.useSearch();
    return <SettingsPage tab={tab} />;
  },
});
