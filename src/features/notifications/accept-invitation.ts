import { nl } from "../../../common/i18n/nl.ts";

export async function acceptInvitation(
  invitationId: string,
): Promise<{ ok: true; organizationId: string } | { ok: false; message: string }> {
  try {
    const res = await fetch(`/api/invitations/${encodeURIComponent(invitationId)}/accept`, {
      method: "POST",
      credentials: "same-origin",
    });
    const body = (await res.json().catch(() => ({}))) as { organizationId?: string; error?: string };
    if (!res.ok || !body.organizationId) return { ok: false, message: body.error ?? nl.notifications.acceptFailed };
    return { ok: true, organizationId: body.organizationId };
  } catch {
    return { ok: false, message: nl.notifications.acceptFailed };
  }
}
