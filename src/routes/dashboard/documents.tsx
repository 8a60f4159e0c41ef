import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../../features/shell/page-header.tsx";
import { nl } from "../../i18n/nl.ts";

export const Route = createFileRoute("/dashboard/documents")({
  component: () => <PlaceholderPage title={nl.pages.documents} note={nl.pages.comingInLaterRelease} />,
});
