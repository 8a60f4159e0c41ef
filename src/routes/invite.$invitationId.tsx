import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { InvitePage } from "../features/invitations/invite-page.tsx";

const search = z.object({ token: z.string().max(100).optional().catch(undefined) });

export const Route = createFileRoute("/invite/$invitationId")({
  validateSearch: search,
  component: function Invite() {
    const { invitationId } = Route.useParams();
    const { token } = Route.useSearch();
    return <InvitePage invitationId={invitationId} token={token ?? ""} />;
  },
});
