const key = (organizationId: string) => `onboarding-celebrated:${organizationId}`;

/**
 * Whether this browser already celebrated the organisation's finished setup: one burst when
 * it reaches 100%, not one on every visit after (sign-in lands on this page). Remembered per
 * browser, as the theme is; a browser that refuses storage celebrates each visit.
 */
export function alreadyCelebrated(organizationId: string): boolean {
  try {
    return localStorage.getItem(key(organizationId)) !== null;
  } catch {
    return false;
  }
}

export function markCelebrated(organizationId: string): void {
  try {
    localStorage.setItem(key(organizationId), new Date().toISOString());
  } catch {
    // Private mode without storage: nothing to remember it in.
  }
}
