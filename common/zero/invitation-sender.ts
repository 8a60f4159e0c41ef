import { can, effectiveRole, type MemberRole, type PlatformRole, strongestPlatformRole } from "./roles.ts";

/** An invitation as the users list loads it: with its sender's membership and platform roles. */
export type InvitationWithSender = {
  invited_by_user_id?: string | null | undefined;
  inviterMembership?: { role: MemberRole } | null | undefined;
  inviterPlatformRoles?: readonly { role: PlatformRole }[] | undefined;
};

/**
 * Whether the one who sent an invitation may still invite (the rule the server applies on
 * acceptance, server/invitations/inviter-may-invite.ts): an invitation carries its sender's
 * authority, so one from an admin since demoted or removed is refused, and the list must not
 * show it as if it still worked.
 */
export function senderMayStillInvite(invitation: InvitationWithSender): boolean {
  if (!invitation.invited_by_user_id) return false;
  const platform = strongestPlatformRole((invitation.inviterPlatformRoles ?? []).map((r) => r.role));
  return can(effectiveRole(invitation.inviterMembership?.role, platform), "admin");
}
