import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../../features/shell/page-header.tsx";
import { nl } from "../../i18n/nl.ts";

export const Route = createFileRoute("/dashboard/fleks")({
  component: () => <PlaceholderPage title={nl.pages.fleks} note={nl.pages.comingInLaterRelease} />,
});
