import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { InboxPage } from "../../features/inbox/inbox-page.tsx";

const search = z.object({ conversation: z.string().optional() });

export const Route = createFileRoute("/dashboard/inbox")({
  validateSearch: search,
  component: function Inbox() {
    const { conversation } = Route.useSearch();
    return <InboxPage conversationId={conversation} />;
  },
});
