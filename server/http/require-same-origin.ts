import { createMiddleware } from "hono/factory";
import { nl } from "../../common/i18n/nl.ts";
import { AppError } from "./app-error.ts";
import { isCrossOrigin } from "./is-cross-origin.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses a state-changing request that a page on another site made the browser send (with
 * the user's cookie): cross-site request forgery. Reads change nothing and pass. Twilio's
 * webhooks are routed before this and prove themselves with their signature instead.
 */
export function requireSameOrigin(allowed: ReadonlySet<string>) {
  return createMiddleware(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (isCrossOrigin({ origin: c.req.header("origin"), secFetchSite: c.req.header("sec-fetch-site") }, allowed))
      throw new AppError("foreign_origin", 403, nl.http.foreignOrigin, nl.http.foreignOriginHint);
    return next();
  });
}
