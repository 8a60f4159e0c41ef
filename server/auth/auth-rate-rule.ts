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
