import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../../features/shell/page-header.tsx";
import { nl } from "../../i18n/nl.ts";

export const Route = createFileRoute("/dashboard/agents")({
  component: () => <PlaceholderPage title={nl.pages.agents} note={nl.pages.comingInLaterRelease} />,
});
