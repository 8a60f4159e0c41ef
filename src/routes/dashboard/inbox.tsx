import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../../features/shell/page-header.tsx";
import { nl } from "../../i18n/nl.ts";

export const Route = createFileRoute("/dashboard/inbox")({
  component: () => <PlaceholderPage title={nl.pages.inbox} note={nl.pages.comingInLaterRelease} />,
});
