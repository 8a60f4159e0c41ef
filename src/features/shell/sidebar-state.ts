export const SIDEBAR_COOKIE = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7; // 7 days
export const MOBILE_BREAKPOINT = 768;

export function readSidebarCookie(cookie: string): boolean {
  const match = cookie.match(new RegExp(`(?:^|; )${SIDEBAR_COOKIE}=(true|false)`));
  return match ? match[1] === "true" : true;
}

export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
}

/** Ctrl+B or Cmd+B toggles the sidebar. */
export function isSidebarShortcut(e: { key: string; ctrlKey: boolean; metaKey: boolean }): boolean {
  return e.key.toLowerCase() === "b" && (e.ctrlKey || e.metaKey);
}
