import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { PlaceholderPage } from "../../features/shell/page-header.tsx";
import { nl } from "../../i18n/nl.ts";

const search = z.object({ conversation: z.string().optional() });

export const Route = createFileRoute("/dashboard/inbox")({
  validateSearch: search,
  component: () => <PlaceholderPage title={nl.pages.inbox} note={nl.pages.comingInLaterRelease} />,
});
