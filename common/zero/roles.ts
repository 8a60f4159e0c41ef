// Roles and what each may do, defined once: the schema, the zod inputs, the
// database types, the queries, the mutators and the HTTP guard all read from here.

/** An organisation membership's role. */
export const MEMBER_ROLES = ["owner", "admin", "member"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** The roles an invitation may offer (ownership is never handed out by invitation). */
export const INVITATION_ROLES = ["admin", "member"] as const satisfies readonly MemberRole[];
export type InvitationRole = (typeof INVITATION_ROLES)[number];

/** Platform-wide roles, strongest first; they act as a synthetic membership of every organisation. */
export const PLATFORM_ROLES = ["super_admin", "milo_admin"] as const;
export type PlatformRole = (typeof PLATFORM_ROLES)[number];

export type EffectiveRole = MemberRole | PlatformRole;

/**
 * What a role permits. "member": read the organisation, reply in the inbox, add documents,
 * change its own preferences. "admin": manage users, settings, FAQs, synonyms, employees
 * and templates, and see automations.
 */
export type Permission = "member" | "admin";

/** The one role→permission map: every check (queries, mutators, HTTP, screens) reads it. */
export const ROLE_PERMISSIONS: Record<EffectiveRole, readonly Permission[]> = {
  owner: ["member", "admin"],
  admin: ["member", "admin"],
  member: ["member"],
  milo_admin: ["member", "admin"],
  super_admin: ["member", "admin"],
};

export function can(role: EffectiveRole | null | undefined, permission: Permission): boolean {
  return role != null && ROLE_PERMISSIONS[role].includes(permission);
}

/** The membership roles that hold a permission, for filters in SQL and ZQL. */
export function memberRolesWith(permission: Permission): MemberRole[] {
  return MEMBER_ROLES.filter((role) => can(role, permission));
}

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
  return can(role, "admin");
}

/** Platform roles rank super_admin above milo_admin when a user holds both. */
export function strongestPlatformRole(roles: readonly string[]): PlatformRole | null {
  return PLATFORM_ROLES.find((role) => roles.includes(role)) ?? null;
}
