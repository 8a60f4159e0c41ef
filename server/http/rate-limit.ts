import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { nl } from "../../common/i18n/nl.ts";
import type { Db } from "../db/connect.ts";
import { AppError } from "./app-error.ts";
import { clientAddress } from "./client-address.ts";
import { consumeRateLimit, type RateRule } from "./consume-rate-limit.ts";
import { pruneRateLimits } from "./prune-rate-limits.ts";

// About one attempt in a hundred also clears ended windows, so the table stays the size of
// the current traffic without a job of its own.
const PRUNE_CHANCE = 0.01;

/**
 * Counts attempts per action and client address (shared by every app server through
 * Postgres) and answers 429 with Retry-After once `rule.max` is passed. `actionOf` names the
 * action a request attempts, or undefined for requests that are not limited.
 */
export function rateLimit(
  deps: { db: Db; rule: RateRule; trustedProxyHeader?: string },
  actionOf: (c: Context) => string | undefined,
) {
  return createMiddleware(async (c, next) => {
    const action = actionOf(c);
    if (!action) return next();
    const verdict = await consumeRateLimit(
      deps.db,
      `${action}:${clientAddress(c, deps.trustedProxyHeader)}`,
      deps.rule,
    );
    if (Math.random() < PRUNE_CHANCE)
      pruneRateLimits(deps.db).catch((err) => console.error("pruning rate limits failed", err));
    if (verdict.allowed) return next();
    const refusal = new AppError("rate_limited", 429, nl.http.tooManyRequests, nl.http.tooManyRequestsHint);
    return c.json(refusal.toEnvelope(), 429, { "Retry-After": String(verdict.retryAfterSeconds) });
  });
}
