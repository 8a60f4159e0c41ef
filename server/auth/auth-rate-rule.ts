import type { Env } from "../config.ts";
import type { RateRule } from "../http/consume-rate-limit.ts";

/**
 * Attempts per client address and action per window. Production is strict; development and
 * tests are relaxed (many sign-ups from one machine in a test run) but still limited, so
 * the limiter runs, and is tested, everywhere.
 */
export function authRateRule(env: Env): RateRule {
  return {
    max: env.AUTH_RATE_LIMIT_MAX ?? (env.NODE_ENV === "production" ? 10 : 100),
    windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS,
  };
}

/**
 * Attempts per e-mail address (sign-in, reset and verification mails) per window, from
 * every client together. Higher than one address's count, and over a longer window, so one
 * person on a few devices never meets it, while guessing one account's password from many
 * machines stays slow.
 */
export function authAccountRateRule(env: Env): RateRule {
  return {
    max: env.AUTH_ACCOUNT_RATE_LIMIT_MAX ?? (env.NODE_ENV === "production" ? 20 : 200),
    windowSeconds: env.AUTH_ACCOUNT_RATE_LIMIT_WINDOW_SECONDS,
  };
}

/** The better-auth actions (rate-limited-action.ts) that name an account in their body. */
export const ACCOUNT_LIMITED_ACTIONS: ReadonlySet<string> = new Set([
  "sign-in",
  "password-reset-request",
  "verification-email",
]);
