import type { Env } from "../../config.ts";
import { modelBreaker } from "../model-breaker.ts";
import { openAiClient } from "../openai-client.ts";

export type ChatMessage = { role: "system" | "user" | "assistant"; content: string };

export type Llm = {
  model: string;
  /** The model's reply text; throws on transport errors and empty replies. */
  complete(messages: ChatMessage[], opts?: { maxTokens?: number }): Promise<string>;
};

/**
 * The LLM behind LLM_BASE_URL (any OpenAI-compatible chat completions API), or null when
 * none is configured: every caller has an extractive path that needs no model.
 */
export function createLlm(
  env: Pick<Env, "LLM_BASE_URL" | "LLM_API_KEY" | "LLM_MODEL" | "LLM_TIMEOUT_MS">,
  breaker = modelBreaker(),
): Llm | null {
  if (!env.LLM_BASE_URL) return null;
  const client = openAiClient(env.LLM_BASE_URL, env.LLM_API_KEY, env.LLM_TIMEOUT_MS);
  return {
    model: env.LLM_MODEL,
    async complete(messages, opts = {}) {
      const res = await breaker.execute(() =>
        client.chat.completions.create({
          model: env.LLM_MODEL,
          messages,
          temperature: 0.2,
          max_tokens: opts.maxTokens ?? 400,
        }),
      );
      const text = res.choices[0]?.message?.content?.trim();
      if (!text) throw new Error("empty completion");
      return text;
    },
  };
}
