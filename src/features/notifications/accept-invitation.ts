import { nl } from "../../../common/i18n/nl.ts";
import { ApiError, api, call } from "../../lib/api-client.ts";

export type AcceptOutcome =
  | { ok: true; organizationId: string }
  /**
   * `unverified`: the invitation is theirs, but they have yet to prove the address is.
   * `signedOut`: the session ended meanwhile; signing in again lets them accept.
   */
  | { ok: false; message: string; unverified: boolean; signedOut: boolean };

/** Accepts as the signed-in user; `token` is the secret from the invitation e-mail's link, when they came that way. */
export async function acceptInvitation(invitationId: string, token?: string): Promise<AcceptOutcome> {
  try {
    const accepted = await call(
      api.invitations()[":id"].accept.$post({ param: { id: invitationId }, query: token ? { token } : {} }),
      nl.notifications.acceptFailed,
    );
    return { ok: true, organizationId: accepted.organizationId };
  } catch (err) {
    const apiError = err instanceof ApiError ? err : null;
    return {
      ok: false,
      message: apiError?.title ?? nl.notifications.acceptFailed,
      unverified: apiError?.code === "email_unverified",
      signedOut: apiError?.code === "unauthenticated",
    };
  }
}

/** Asks for the mail that proves the invited address is the user's; the toast text, or an error. */
export async function sendInvitationVerification(
  invitationId: string,
): Promise<{ ok: true; sent: boolean } | { ok: false; message: string }> {
  try {
    const reply = await call(
      api.invitations()[":id"]["send-verification"].$post({ param: { id: invitationId } }),
      nl.notifications.verificationFailed,
    );
    return { ok: true, sent: reply.sent };
  } catch (err) {
    return { ok: false, message: err instanceof ApiError ? err.title : nl.notifications.verificationFailed };
  }
}
