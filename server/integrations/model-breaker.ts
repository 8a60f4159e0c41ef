import { ConsecutiveBreaker, circuitBreaker, handleAll } from "cockatiel";

/** After this many failed calls in a row the API is taken for down. */
const FAILURES = 3;

/**
 * A circuit breaker for one model API (chat or embeddings): after three failed calls in a
 * row it fails calls at once, without a request, and after `halfOpenAfterMs` lets one
 * through to see whether the API is back. A question asks the chat model up to five times
 * in a row, each call bounded by the timeout and one retry, so an API that hangs would hold
 * every reply for minutes; with the breaker open, the assistant answers as it does without
 * a model (every caller has that path) until the API answers again.
 */
export function modelBreaker(halfOpenAfterMs = 30_000) {
  return circuitBreaker(handleAll, { halfOpenAfter: halfOpenAfterMs, breaker: new ConsecutiveBreaker(FAILURES) });
}
