import { useEffect, useState } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { ApiError, api, call } from "../../lib/api-client.ts";

export type InvitationPreview = { organization: string; email: string; role: "admin" | "member"; expiresAt: string };

/**
 * What an invitation offers, as the server states it for the link's secret: undefined while
 * loading, "expired" when its time is up, null when the link is invalid (or there is no
 * invitation). Read from
 * the server, never from the URL, so a forged link cannot name another organisation.
 */
export function useInvitationPreview(invitation: { id: string; token: string } | undefined) {
  const [preview, setPreview] = useState<InvitationPreview | "expired" | null | undefined>(
    invitation ? undefined : null,
  );
  const id = invitation?.id;
  const token = invitation?.token ?? "";
  useEffect(() => {
    if (!id) return;
    call(api.invitations()[":id"].preview.$get({ param: { id }, query: { token } }), nl.invitations.invalid)
      .then((p) => setPreview(p as InvitationPreview))
      .catch((err) => setPreview(err instanceof ApiError && err.status === 410 ? "expired" : null));
  }, [id, token]);
  return preview;
}
