/**
 * Whether a request was sent by a browser on another site. Browsers put Origin on every
 * POST/PUT/PATCH/DELETE and every WebSocket upgrade (the string "null" where they hide it,
 * which we refuse too); where an older browser leaves it out, Sec-Fetch-Site still tells.
 * Neither header means no browser sent it: zero-cache or a script calling with a session
 * cookie it already holds, which no cross-site page can make a browser do.
 */
export function isCrossOrigin(headers: { origin?: string; secFetchSite?: string }, allowed: ReadonlySet<string>) {
  if (headers.origin !== undefined) return !allowed.has(headers.origin);
  return (
    headers.secFetchSite !== undefined && headers.secFetchSite !== "same-origin" && headers.secFetchSite !== "none"
  );
}
