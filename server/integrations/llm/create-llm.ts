import type { Env } from "../../config.ts";
import { ContentFilteredError, modelBreaker } from "../model-breaker.ts";
import { openAiClient } from "../openai-client.ts";
import { learnFromRefusal, learnFromUsage, newDialect, requestFor, visibleAnswer } from "./model-dialect.ts";

export type ChatMessage = { role: "system" | "user" | "assistant"; content: string };

export type Llm = {
  model: string;
  /** The model's reply text; throws on transport errors and empty replies. */
  complete(messages: ChatMessage[], opts?: { maxTokens?: number }): Promise<string>;
};

/** Asks per call: one per field a refusal can name, and one with room to reason. */
const MAX_ASKS = 5;

/**
 * The LLM behind LLM_BASE_URL (any OpenAI-compatible chat completions API), or null when
 * none is configured: every caller has an extractive path that needs no model. The request
 * adapts to the model (see Dialect): a reasoning model that refuses `max_tokens`, or whose
 * reasoning used the whole ceiling before it answered, is asked again in the form it
 * takes, and later calls use that form at once.
 */
export function createLlm(
  env: Pick<Env, "LLM_BASE_URL" | "LLM_API_KEY" | "LLM_MODEL" | "LLM_TIMEOUT_MS"> &
    Partial<Pick<Env, "LLM_REASONING_EFFORT">>,
  breaker = modelBreaker(),
): Llm | null {
  if (!env.LLM_BASE_URL) return null;
  const client = openAiClient(env.LLM_BASE_URL, env.LLM_API_KEY, env.LLM_TIMEOUT_MS);
  const dialect = newDialect(env.LLM_REASONING_EFFORT);
  return {
    model: env.LLM_MODEL,
    complete: (messages, opts = {}) =>
      breaker.execute(async () => {
        let finish: string | undefined;
        for (let ask = 0; ask < MAX_ASKS; ask++) {
          const reasoned = dialect.reasons;
          let res: Awaited<ReturnType<typeof client.chat.completions.create>>;
          try {
            res = await client.chat.completions.create(
              requestFor(dialect, env.LLM_MODEL, messages, opts.maxTokens ?? 400),
            );
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
      }),
  };
}
