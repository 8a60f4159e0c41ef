import type { MemberRole, PlatformRole } from "../../zero-schema.ts";

// The one role→permission map (spec §6). Platform roles act as a synthetic membership.
export type EffectiveRole = MemberRole | PlatformRole;

export function effectiveRole(
  member: MemberRole | null | undefined,
  platform: PlatformRole | null,
): EffectiveRole | null {
  return platform ?? member ?? null;
}

export function isOwner(role: EffectiveRole | null): boolean {
  return role === "owner";
}

export function isAdmin(role: EffectiveRole | null): boolean {
  return role === "owner" || role === "admin" || role === "milo_admin" || role === "super_admin";
}

export function isPlatformRole(role: string | null | undefined): role is PlatformRole {
  return role === "milo_admin" || role === "super_admin";
}

/** Platform roles rank super_admin above milo_admin when a user holds both. */
export function strongestPlatformRole(roles: readonly string[]): PlatformRole | null {
  if (roles.includes("super_admin")) return "super_admin";
  if (roles.includes("milo_admin")) return "milo_admin";
  return null;
}

export const permissions = {
  manageUsers: isAdmin,
  editEmailSettings: isAdmin,
  editOrganization: isAdmin,
  seeAutomations: isAdmin,
  editOwnPreferences: (role: EffectiveRole | null) => role !== null,
} as const;
