import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { nl } from "../../common/i18n/nl.ts";
import type { Db } from "../db/connect.ts";
import { AppError } from "./app-error.ts";
import { clientAddress } from "./client-address.ts";
import { consumeRateLimit, type RateRule } from "./consume-rate-limit.ts";
import { pruneRateLimits } from "./prune-rate-limits.ts";
import { requestEmail } from "./request-email.ts";

// About one attempt in a hundred also clears ended windows, so the table stays the size of
// the current traffic without a job of its own.
const PRUNE_CHANCE = 0.01;

/** A second count per e-mail address named in the body, for `actions` (see requestEmail). */
export type AccountRateLimit = { rule: RateRule; actions: ReadonlySet<string> };

/**
 * Counts attempts per action and client address (shared by every app server through
 * Postgres) and answers 429 with Retry-After once `rule.max` is passed. `actionOf` names the
 * action a request attempts, or undefined for requests that are not limited. With
 * `account`, those actions are counted per e-mail address as well: a count per address
 * alone lets many machines (a botnet, a cloud account) each guess a password or ask for a
 * reset mail for one person at the full rate.
 */
export function rateLimit(
  deps: { db: Db; rule: RateRule; trustedProxyHeader?: string; account?: AccountRateLimit },
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
    if (!verdict.allowed) return tooManyAttempts(c, verdict.retryAfterSeconds, nl.http.tooManyRequestsHint);
    const email = deps.account?.actions.has(action) ? await requestEmail(c.req.raw) : undefined;
    if (deps.account && email) {
      // Counted for any address, known or not, so a refusal says nothing about who has an account.
      const forAccount = await consumeAccountLimit(deps.db, deps.account.rule, action, email);
      if (!forAccount.allowed) return tooManyAttempts(c, forAccount.retryAfterSeconds, nl.http.tooManyAccountAttempts);
    }
    return next();
  });
}

/**
 * Counts one attempt of `action` for the e-mail address `email` (lower-cased), the same
 * count whether the request named the address in its body or a route found it in the session.
 */
export const consumeAccountLimit = (db: Db, rule: RateRule, action: string, email: string) =>
  consumeRateLimit(db, `${action}:account:${email}`, rule);

/** The refusal: 429 in the envelope, with Retry-After. */
function tooManyAttempts(c: Context, retryAfterSeconds: number, hint: string) {
  const refusal = new AppError("rate_limited", 429, nl.http.tooManyRequests, hint);
  return c.json(refusal.toEnvelope(), 429, { "Retry-After": String(retryAfterSeconds) });
}
