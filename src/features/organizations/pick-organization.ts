export const CURRENT_ORG_STORAGE_KEY = "currentOrganizationId";

/**
 * The key of this tab's choice for `userId`: per user, so someone else signing in in the
 * same tab does not start in the organisation the one before worked in.
 */
export const tabKey = (userId: string) => `${CURRENT_ORG_STORAGE_KEY}:${userId}`;

/** This tab works in `id` from now on, for `userId` (kept over a reload). */
export function rememberForTab(id: string, userId: string): void {
  try {
    sessionStorage.setItem(tabKey(userId), id);
  } catch {
    // private mode: the choice lasts for this page only
  }
}

/**
 * The last organisation chosen, where a new tab starts; this tab follows it too once its
 * organisation provider settles on it (see rememberForTab).
 */
export function rememberOrganization(id: string, userId?: string): void {
  if (userId) rememberForTab(id, userId);
  try {
    localStorage.setItem(CURRENT_ORG_STORAGE_KEY, id);
  } catch {
    // private mode: the choice lasts for this page only
  }
}

/** Where a tab notes an organisation just joined on a page outside the dashboard (an invitation). */
const joinedKey = (userId: string) => `${tabKey(userId)}:joined`;

/**
 * This tab works in `id`, just joined: the dashboard waits for its membership to sync
 * instead of settling on the organisation it can already see (see readJoined).
 */
export function rememberJoined(id: string, userId: string): void {
  rememberOrganization(id, userId);
  try {
    sessionStorage.setItem(joinedKey(userId), id);
  } catch {
    // private mode: the dashboard may settle on the old organisation until a reload
  }
}

/** The organisation this tab just joined (rememberJoined) and still waits for, if any. */
export function readJoined(userId: string): string | null {
  try {
    return sessionStorage.getItem(joinedKey(userId));
  } catch {
    return null;
  }
}

/** The joined organisation is on screen: nothing left to wait for. */
export function forgetJoined(userId: string): void {
  try {
    sessionStorage.removeItem(joinedKey(userId));
  } catch {
    // private mode: nothing was kept
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
