import { createFileRoute } from "@tanstack/react-router";
import { nl } from "../../../common/i18n/nl.ts";
import { PlaceholderPage } from "../../features/shell/page-header.tsx";

export const Route = createFileRoute("/dashboard/fleks")({
  component: () => <PlaceholderPage title={nl.pages.fleks} note={nl.pages.comingInLaterRelease} />,
});
