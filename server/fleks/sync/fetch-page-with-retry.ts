import type { FleksClient, FleksObjectName, ListQuery } from "../../integrations/fleks/fleks-client.ts";
import { FleksError } from "../../integrations/fleks/fleks-error.ts";
import type { FleksPage } from "../../integrations/fleks/parse-page.ts";

export type RetryPolicy = {
  /** Attempts on 429 before the run ends rate-limited. */
  rateLimitAttempts: number;
  /** Attempts on a network error, 5xx or garbled answer before the run fails. */
  transientAttempts: number;
  /** First backoff step (ms); doubles per attempt, with full jitter. */
  baseDelayMs: number;
  /** The longest wait, whatever Retry-After says. */
  maxDelayMs: number;
};

export const DEFAULT_RETRY: RetryPolicy = {
  rateLimitAttempts: 6,
  transientAttempts: 4,
  baseDelayMs: 500,
  maxDelayMs: 60_000,
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Exponential backoff with full jitter (AWS' recommendation: spreads clients apart). */
export const backoffMs = (attempt: number, policy: RetryPolicy, random = Math.random) =>
  Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt * (0.5 + random() / 2));

/**
 * Told when a 429 wait starts (the moment of the next attempt) and, with null, when a page
 * came through after one, so the run can show 'rate-limited, retrying at …' while it waits.
 */
export type OnRateLimitWait = (retryAt: Date | null) => Promise<void>;

/**
 * One page, retried: a 429 waits as long as Retry-After says (else backs off), a network
 * error, a 5xx or a success whose body is cut off or not JSON backs off; anything else, or running out of attempts, throws the last
 * FleksError for the run to record.
 */
export async function fetchPageWithRetry(
  client: FleksClient,
  object: FleksObjectName,
  query: ListQuery,
  policy: RetryPolicy = DEFAULT_RETRY,
  onWait?: OnRateLimitWait,
): Promise<FleksPage> {
  let rateLimited = 0;
  let transient = 0;
  for (;;) {
    try {
      const page = await client.list(object, query);
      if (rateLimited > 0) await onWait?.(null);
      return page;
    } catch (err) {
      if (!(err instanceof FleksError) || !err.transient) throw err;
      if (err.kind === "rate_limited") {
        rateLimited += 1;
        if (rateLimited >= policy.rateLimitAttempts) throw err;
        const waitMs = Math.min(policy.maxDelayMs, err.retryAfterMs ?? backoffMs(rateLimited, policy));
        await onWait?.(new Date(Date.now() + waitMs));
        await sleep(waitMs);
      } else {
        transient += 1;
        if (transient >= policy.transientAttempts) throw err;
        await sleep(backoffMs(transient - 1, policy));
      }
    }
  }
}
