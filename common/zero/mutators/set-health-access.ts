import type { ZeroContext } from "../../../zero-schema.ts";
import { logActivity } from "../activity.ts";
import type { Tx } from "../authorize.ts";

/**
 * Turns a colleague's 'Mag ziekmeldingen zien' on or off and logs it as the admin's change
 * ("Toegang tot ziekmeldingen gewijzigd"): the switch itself (health.setAccess) and a
 * promotion to admin or owner (member.changeRole) both go through here. Turned off, the
 * database deletes their notifications about sick reports (they name who is ill); turned on
 * again, nothing comes back (migrations/0080). The caller has checked that `user` administers
 * the membership's organisation.
 */
export async function setHealthAccess(
  tx: Tx,
  user: ZeroContext,
  membership: { id: string; organization_id: string; user_id: string; may_see_health: boolean },
  allowed: boolean,
): Promise<void> {
  if (membership.may_see_health === allowed) return;
  await tx.mutate.organization_members.update({ id: membership.id, may_see_health: allowed });
  await logActivity(tx, user, {
    organizationId: membership.organization_id,
    kind: "health_access_changed",
    target: membership.user_id,
    details: { allowed },
  });
}
