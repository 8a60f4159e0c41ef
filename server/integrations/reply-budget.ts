import { AsyncLocalStorage } from "node:async_hooks";
import { BudgetSpentError } from "./model-breaker.ts";

/** Below this, a call is not started: no model answers in less, and the reply has waited. */
const MIN_CALL_MS = 300;

/** The budget when only an embeddings API is configured (LLM_REPLY_BUDGET_MS's default). */
export const REPLY_BUDGET_MS = 10_000;

const budget = new AsyncLocalStorage<{ deadline: number }>();

/**
 * Runs one reply with an overall time for every model call in it (rewrite, pick, verify,
 * wording, embeddings): a slow model made employees wait 40 to 120 s, each call waiting out
 * its own timeout. Once the time is spent, the calls left fail at once and the reply is
 * answered as without a model. Carried by the async context, so the answer pipeline's
 * callers need not pass it along.
 */
export function withReplyBudget<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  return budget.run({ deadline: Date.now() + ms }, fn);
}

/**
 * The timeout for the next request: the configured one, cut to what is left of the reply's
 * budget; throws BudgetSpentError when too little is left to be worth a request.
 */
export function callTimeout(configuredMs: number): number {
  const current = budget.getStore();
  if (!current) return configuredMs;
  const left = current.deadline - Date.now();
  if (left < MIN_CALL_MS) throw new BudgetSpentError();
  return Math.min(configuredMs, left);
}
