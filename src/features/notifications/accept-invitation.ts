import { nl } from "../../../common/i18n/nl.ts";
import { ApiError, api, call } from "../../lib/api-client.ts";

export async function acceptInvitation(
  invitationId: string,
): Promise<{ ok: true; organizationId: string } | { ok: false; message: string }> {
  try {
    const accepted = await call(
      api.invitations()[":id"].accept.$post({ param: { id: invitationId } }),
      nl.notifications.acceptFailed,
    );
    return { ok: true, organizationId: accepted.organizationId };
  } catch (err) {
    return { ok: false, message: err instanceof ApiError ? err.title : nl.notifications.acceptFailed };
  }
}
