import { redact } from "../../../common/privacy/redact.ts";
import type { Env } from "../../config.ts";
import { ContentFilteredError, modelBreaker } from "../model-breaker.ts";
import { type ModelState, modelStatus } from "../model-status.ts";
import { openAiClient } from "../openai-client.ts";
import { withinBudget } from "../reply-budget.ts";
import { learnFromRefusal, learnFromUsage, newDialect, requestFor, visibleAnswer } from "./model-dialect.ts";

export type ChatMessage = { role: "system" | "user" | "assistant"; content: string };

export type Llm = {
  model: string;
  /** The model's reply text; throws on transport errors and empty replies. */
  complete(messages: ChatMessage[], opts?: { maxTokens?: number }): Promise<string>;
  /** The time every model call of one WhatsApp reply shares (see withReplyBudget). */
  replyBudgetMs?: number;
  /** The API's health as this process saw it, for /api/health. */
  status?: () => ModelState;
};

/** Asks per call: one per field a refusal can name, and one with room to reason. */
const MAX_ASKS = 5;
/** A call asking for this few tokens is a verdict (JA/NEE, a number): it gets the short timeout. */
const VERDICT_TOKENS = 16;

/**
 * The LLM behind LLM_BASE_URL (any OpenAI-compatible chat completions API), or null when
 * none is configured: every caller has an extractive path that needs no model. The request
 * adapts to the model (see Dialect): a reasoning model that refuses `max_tokens`, or whose
 * reasoning used the whole ceiling before it answered, is asked again in the form it
 * takes, and later calls use that form at once. BSNs and IBANs are replaced in every
 * message here, the one place every call passes, so no caller can forget it.
 */
export function createLlm(
  env: Pick<Env, "LLM_BASE_URL" | "LLM_API_KEY" | "LLM_MODEL" | "LLM_TIMEOUT_MS"> &
    Partial<Pick<Env, "LLM_REASONING_EFFORT" | "LLM_VERDICT_TIMEOUT_MS" | "LLM_REPLY_BUDGET_MS">>,
  breaker = modelBreaker(30_000, modelStatus("llm")),
): Llm | null {
  if (!env.LLM_BASE_URL) return null;
  const client = openAiClient(env.LLM_BASE_URL, env.LLM_API_KEY, env.LLM_TIMEOUT_MS);
  const dialect = newDialect(env.LLM_REASONING_EFFORT);
  const verdictTimeout = Math.min(env.LLM_TIMEOUT_MS, env.LLM_VERDICT_TIMEOUT_MS ?? env.LLM_TIMEOUT_MS);
  return {
    model: env.LLM_MODEL,
    replyBudgetMs: env.LLM_REPLY_BUDGET_MS,
    status: () => breaker.status.snapshot(),
    complete: (messages, opts = {}) => {
      const sent = messages.map((m) => ({ ...m, content: redact(m.content) }));
      const maxTokens = opts.maxTokens ?? 400;
      const timeout = maxTokens <= VERDICT_TOKENS ? verdictTimeout : env.LLM_TIMEOUT_MS;
      return breaker.execute(async () => {
        let finish: string | undefined;
        for (let ask = 0; ask < MAX_ASKS; ask++) {
          const reasoned = dialect.reasons;
          let res: Awaited<ReturnType<typeof client.chat.completions.create>>;
          try {
            const request = requestFor(dialect, env.LLM_MODEL, sent, maxTokens);
            res = await withinBudget(timeout, (ms) => client.chat.completions.create(request, { timeout: ms }));
          } catch (err) {
            if (learnFromRefusal(dialect, err)) continue;
            throw err;
          }
          learnFromUsage(dialect, res.usage);
          const choice = res.choices[0];
          const text = visibleAnswer(choice?.message?.content ?? "");
          if (text) return text;
          finish = choice?.finish_reason;
          if (finish === "content_filter") throw new ContentFilteredError();
          // The ceiling went on reasoning before the answer began: once more, with room.
          if (finish === "length" && !reasoned) {
            dialect.reasons = true;
            continue;
          }
          break;
        }
        throw new Error(`empty completion (finish_reason ${finish ?? "none"})`);
      });
    },
  };
}
