export const CURRENT_ORG_STORAGE_KEY = "currentOrganizationId";

/** This tab works in `id` from now on (kept over a reload, see readRemembered). */
export function rememberForTab(id: string): void {
  try {
    sessionStorage.setItem(CURRENT_ORG_STORAGE_KEY, id);
  } catch {
    // private mode: the choice lasts for this page only
  }
}

/** This tab works in `id` from now on, and so will a new tab (see readRemembered). */
export function rememberOrganization(id: string): void {
  rememberForTab(id);
  try {
    localStorage.setItem(CURRENT_ORG_STORAGE_KEY, id);
  } catch {
    // private mode: the choice lasts for this page only
  }
}

/**
 * Platform admins default to the remembered organisation, else the first (by name);
 * members to their remembered choice if still a member, else their first membership.
 */
export function pickOrganization(opts: {
  visibleIds: readonly string[];
  membershipIds: readonly string[];
  isPlatformAdmin: boolean;
  rememberedId: string | null;
}): string | null {
  const { visibleIds, membershipIds, isPlatformAdmin, rememberedId } = opts;
  if (rememberedId && visibleIds.includes(rememberedId)) return rememberedId;
  if (isPlatformAdmin) return visibleIds[0] ?? null;
  return membershipIds.find((id) => visibleIds.includes(id)) ?? null;
}

/** The switcher shows for admins, super admins, or more than one membership. */
export function showOrganizationSwitcher(opts: { isAdmin: boolean; isSuperAdmin: boolean; membershipCount: number }) {
  return opts.isAdmin || opts.isSuperAdmin || opts.membershipCount > 1;
}
