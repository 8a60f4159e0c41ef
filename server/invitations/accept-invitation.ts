import { randomUUID } from "node:crypto";
import type { Db } from "../db/connect.ts";
import { findInvitation } from "./find-invitation.ts";
import { invitationTokenMatches } from "./invitation-token.ts";
import { inviterMayInvite } from "./inviter-may-invite.ts";

export type AcceptResult =
  | { ok: true; organizationId: string }
  | { ok: false; reason: "not_found" | "expired" | "unverified" | "inviter_gone" };

/**
 * Makes the signed-in user a member through a pending invitation addressed to their
 * email, once they have proved the address is theirs: otherwise anyone could sign up with
 * an invited address they do not own and walk in. An invitation whose sender is no longer
 * an admin of the organisation is refused ("inviter_gone"). Anything else (someone else's
 * invitation, unknown id) is "not_found".
 */
export async function acceptInvitation(
  db: Db,
  user: { id: string; email: string; emailVerified: boolean },
  invitationId: string,
  token?: string,
  now = new Date(),
): Promise<AcceptResult> {
  return db.transaction().execute((trx) => acceptInvitationWithin(trx, user, invitationId, token, now));
}

/** The same, inside the caller's transaction (sign-up joins the organisation this way). */
export async function acceptInvitationWithin(
  trx: Db,
  user: { id: string; email: string; emailVerified: boolean },
  invitationId: string,
  token: string | undefined,
  now: Date,
): Promise<AcceptResult> {
  const invitation = await findInvitation(trx, user.email, invitationId, true);
  if (!invitation) return { ok: false, reason: "not_found" };
  if (new Date(invitation.expires_at) < now) return { ok: false, reason: "expired" };
  if (!(await inviterMayInvite(trx, invitation))) return { ok: false, reason: "inviter_gone" };
  // The secret from the invitation e-mail proves the address as well as a verification
  // mail would: it was sent there. The account's address counts as verified from then on.
  const proven = invitationTokenMatches(token, invitation.token_hash);
  if (!user.emailVerified && !proven) return { ok: false, reason: "unverified" };
  if (!user.emailVerified) {
    await trx.updateTable("auth.user").set({ emailVerified: true }).where("id", "=", user.id).execute();
  }
  await trx
    .insertInto("organization_members")
    .values({
      id: randomUUID(),
      user_id: user.id,
      organization_id: invitation.organization_id,
      role: invitation.role,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(["organization_id", "user_id"]).doNothing())
    .execute();
  await trx
    .updateTable("organization_invitations")
    .set({ status: "accepted" })
    .where("id", "=", invitation.id)
    .execute();
  await trx
    .updateTable("notifications")
    .set({ read_at: now })
    .where("user_id", "=", user.id)
    .where("type", "=", "organization_invitation")
    .where("read_at", "is", null)
    .where(({ eb, ref }) => eb(ref("data", "->>").key("invitation_id" as never), "=", invitation.id))
    .execute();
  return { ok: true, organizationId: invitation.organization_id };
}
