import { can } from "../../common/zero/roles.ts";
import type { Db } from "../db/connect.ts";
import { effectiveRoleOf } from "../organizations/effective-role.ts";

/**
 * Whether the one who sent an invitation may still invite into its organisation: an
 * invitation carries its sender's authority, so an admin who was since demoted or removed
 * (or whose account is gone) cannot still make someone an admin through it. Whoever sends
 * it again vouches for it from then on (the resend mutator records them).
 */
export async function inviterMayInvite(
  db: Db,
  invitation: { invited_by_user_id: string | null; organization_id: string },
): Promise<boolean> {
  if (!invitation.invited_by_user_id) return false;
  return can(await effectiveRoleOf(db, invitation.invited_by_user_id, invitation.organization_id), "admin");
}
