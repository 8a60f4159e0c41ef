import { createFileRoute } from "@tanstack/react-router";
import { nl } from "../../../../common/i18n/nl.ts";
import { PlaceholderPage } from "../../../features/shell/page-header.tsx";

export const Route = createFileRoute("/dashboard/integrations/")({
  component: () => <PlaceholderPage title={nl.pages.integrations} note={nl.pages.comingInLaterRelease} />,
});
