import { AsyncLocalStorage } from "node:async_hooks";
import { BudgetSpentError } from "./model-breaker.ts";

/** The budget when only an embeddings API is configured (LLM_REPLY_BUDGET_MS's default). */
export const REPLY_BUDGET_MS = 10_000;

/** Below this, a call is not started: no model answers in less, and the reply has waited. */
const MIN_CALL_MS = 300;

const budget = new AsyncLocalStorage<{ leftMs: number }>();

/**
 * Runs one reply with an overall time for every model call in it (rewrite, pick, verify,
 * wording, embeddings): a slow model made employees wait 40 to 120 s, each call waiting out
 * its own timeout. The time the calls take is what counts (loading the knowledge on a busy
 * machine is not the model's), calls side by side each count whole. Once it is spent, the
 * calls left fail at once and the reply is answered as without a model. Carried by the
 * async context, so the answer pipeline's callers need not pass it along.
 */
export function withReplyBudget<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  return budget.run({ leftMs: ms }, fn);
}

/**
 * One request within the reply's budget, if there is one: `send` gets the timeout to use
 * (the configured one, cut to what is left); throws BudgetSpentError, without a request,
 * when too little is left to be worth one.
 */
export async function withinBudget<T>(configuredMs: number, send: (timeoutMs: number) => Promise<T>): Promise<T> {
  const current = budget.getStore();
  if (!current) return send(configuredMs);
  if (current.leftMs < MIN_CALL_MS) throw new BudgetSpentError();
  const started = performance.now();
  try {
    // The SDK takes whole milliseconds only.
    return await send(Math.floor(Math.min(configuredMs, current.leftMs)));
  } finally {
    current.leftMs -= performance.now() - started;
  }
}
