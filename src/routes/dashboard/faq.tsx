import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../../features/shell/page-header.tsx";
import { nl } from "../../i18n/nl.ts";

export const Route = createFileRoute("/dashboard/faq")({
  component: () => <PlaceholderPage title={nl.pages.faq} note={nl.pages.comingInLaterRelease} />,
});
