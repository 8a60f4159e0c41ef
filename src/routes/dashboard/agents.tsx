import { createFileRoute } from "@tanstack/react-router";
import { nl } from "../../../common/i18n/nl.ts";
import { PlaceholderPage } from "../../features/shell/page-header.tsx";

export const Route = createFileRoute("/dashboard/agents")({
  component: () => <PlaceholderPage title={nl.pages.agents} note={nl.pages.comingInLaterRelease} />,
});
