import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../../../features/shell/page-header.tsx";
import { nl } from "../../../i18n/nl.ts";

export const Route = createFileRoute("/dashboard/integrations/whatsapp")({
  component: () => <PlaceholderPage title={nl.pages.whatsapp} note={nl.pages.comingInLaterRelease} />,
});
