import { nl } from "../i18n/nl.ts";
import { type EffectiveRole, MEMBER_ROLES, type MemberRole } from "./roles.ts";

/**
 * A change to one membership: its role now, and its role afterwards (null when the member is
 * removed), made by someone holding `callerRole`, in an organisation with `owners` owners.
 */
export type MembershipChange = {
  callerRole: EffectiveRole;
  from: MemberRole;
  to: MemberRole | null;
  owners: number;
};

/**
 * Why a change touching the owner role is refused, or null when it is allowed. Ownership is
 * the one role that can hand out every other, so only an owner may give or take it (an admin
 * promoting themselves would otherwise be a takeover), and nobody, an owner stepping down
 * included, may leave the organisation without one. The mutators and the users screen both
 * ask here, so the screen never offers what the server refuses.
 */
export function ownerChangeProblem(change: MembershipChange): string | null {
  const { callerRole, from, to, owners } = change;
  const touchesOwner = from === "owner" || to === "owner";
  if (!touchesOwner || from === to) return null;
  if (callerRole !== "owner") return to === null ? nl.members.onlyOwnerRemovesOwner : nl.members.onlyOwnerGrantsOwner;
  if (from === "owner" && owners <= 1) return nl.members.lastOwner;
  return null;
}

/**
 * What the caller may do to one membership under the owner rules: the roles it may be
 * given (its own included) and whether it may be removed. The users screen offers only these.
 */
export function allowedMemberChanges(callerRole: EffectiveRole, from: MemberRole, owners: number) {
  const allowed = (to: MemberRole | null) => ownerChangeProblem({ callerRole, from, to, owners }) === null;
  return { roles: MEMBER_ROLES.filter(allowed), removable: allowed(null) };
}
