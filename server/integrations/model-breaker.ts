import { ConsecutiveBreaker, circuitBreaker, handleWhen } from "cockatiel";
import { APIError, APIUserAbortError } from "openai";
import { type ModelStatus, modelStatus } from "./model-status.ts";

/** After this many failed calls in a row the API is taken for down (one request each: no retries). */
export const FAILURES = 3;

/** A call the reply's model budget had no time left for: not the API's failure. */
export class BudgetSpentError extends Error {
  constructor() {
    super("the reply's model budget is spent");
  }
}

/** A reply the provider's content filter withheld (Azure OpenAI: finish_reason "content_filter"). */
export class ContentFilteredError extends Error {
  constructor() {
    super("the provider's content filter withheld the reply");
  }
}

/**
 * Whether a failure is the provider refusing this one request for its content (Azure
 * OpenAI's content filter: 400 "content_filter" for a prompt, an empty reply for an
 * answer). HR messages meet such filters more than most (harassment, violence, self-harm
 * are reported to HR), and one such message says nothing of the API's health.
 */
export function refusedForContent(err: unknown): boolean {
  return err instanceof ContentFilteredError || (err instanceof APIError && err.code === "content_filter");
}

/**
 * A circuit breaker for one model API (chat or embeddings): after three failed calls in a
 * row it fails calls at once, without a request, and after `halfOpenAfterMs` lets one
 * through to see whether the API is back. A question asks the chat model up to five times
 * in a row, each call bounded by the timeout and one retry, so an API that hangs would hold
 * every reply for minutes; with the breaker open, the assistant answers as it does without
 * a model (every caller has that path) until the API answers again. A content refusal
 * neither counts as a failure nor as a success: it only fails its own call; nor does a call
 * the reply's budget ended (the reply had waited long enough, the API may be fine). Each
 * failure, the opening and the closing are logged and kept in `status` for /api/health.
 */
export function modelBreaker(halfOpenAfterMs = 30_000, status: ModelStatus = modelStatus("model")) {
  const breaker = circuitBreaker(
    handleWhen((err) => !refusedForContent(err) && !endedByBudget(err)),
    { halfOpenAfter: halfOpenAfterMs, breaker: new ConsecutiveBreaker(FAILURES) },
  );
  breaker.onFailure(({ handled, reason }) => {
    if (handled && "error" in reason) status.failed(reason.error);
  });
  breaker.onSuccess(() => status.succeeded());
  breaker.onBreak(() => status.opened());
  breaker.onReset(() => status.closed());
  return Object.assign(breaker, { status });
}

export type ModelBreaker = ReturnType<typeof modelBreaker>;

function endedByBudget(err: unknown): boolean {
  return err instanceof BudgetSpentError || err instanceof APIUserAbortError;
}
