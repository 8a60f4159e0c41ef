import { APIError } from "openai";
import type { ChatCompletionCreateParamsNonStreaming, CompletionUsage } from "openai/resources";

export type ReasoningEffort = "none" | "minimal" | "low" | "medium" | "high";

/**
 * What one chat model's API takes, learnt from its answers and kept for the process.
 * OpenAI-compatible servers disagree: OpenAI's reasoning models (the o-series, GPT-5)
 * refuse `max_tokens` and any temperature but 1, and count their hidden reasoning against
 * the token ceiling, so a five-token verdict comes back empty; models that think aloud
 * (DeepSeek-R1, Qwen3 on Ollama or vLLM) write their reasoning into the reply itself. A
 * request starts in the form every server has taken longest and changes only what a
 * refusal names, so an older or local model gets the request it always got.
 */
export type Dialect = {
  tokenLimit: "max_tokens" | "max_completion_tokens";
  temperature: boolean;
  /** The model reasons before it answers, so its ceiling needs room for that. */
  reasons: boolean;
  /** Sent to a reasoning model (`reasoning_effort`) until its server refuses the field. */
  effort: ReasoningEffort | undefined;
};

/**
 * Room for reasoning on top of the answer's own tokens. A cap, not a spend: a yes/no
 * verdict at low effort reasons for a few hundred tokens; a model that thinks aloud
 * needs more, and one that needs more still runs into the request timeout first.
 */
export const REASONING_ROOM = 4000;

/** A new model's dialect: an effort configured by the operator means it reasons from the start. */
export function newDialect(configuredEffort: ReasoningEffort | undefined): Dialect {
  return {
    tokenLimit: "max_tokens",
    temperature: true,
    reasons: configuredEffort !== undefined,
    effort: configuredEffort ?? "low",
  };
}

export function requestFor(
  dialect: Dialect,
  model: string,
  messages: ChatCompletionCreateParamsNonStreaming["messages"],
  answerTokens: number,
): ChatCompletionCreateParamsNonStreaming {
  const ceiling = answerTokens + (dialect.reasons ? REASONING_ROOM : 0);
  return {
    model,
    messages,
    ...(dialect.tokenLimit === "max_tokens" ? { max_tokens: ceiling } : { max_completion_tokens: ceiling }),
    ...(dialect.temperature ? { temperature: 0.2 } : {}),
    ...(dialect.reasons && dialect.effort ? { reasoning_effort: dialect.effort } : {}),
  };
}

const ADAPTABLE = ["max_tokens", "temperature", "reasoning_effort"] as const;

/**
 * The request field a 400 refuses: the error's `param`, else the first adaptable field its
 * message names (servers that copy OpenAI's errors do not all fill `param`, and OpenAI's
 * "Unrecognized request argument supplied: reasoning_effort" leaves it empty).
 */
function refusedField(err: APIError): string | undefined {
  if (err.param) return err.param;
  const message = err.message ?? "";
  const named = ADAPTABLE.map((field) => ({ field, at: message.search(new RegExp(`\\b${field}\\b`)) }))
    .filter((n) => n.at >= 0)
    .sort((a, b) => a.at - b.at);
  return named[0]?.field;
}

/**
 * Adapts the dialect to a refused request; true when it changed (ask again), false when the
 * refusal is about something else (the caller's error stands). Each field changes once, so
 * a request is asked again at most once per field.
 */
export function learnFromRefusal(dialect: Dialect, err: unknown): boolean {
  if (!(err instanceof APIError) || (err.status !== 400 && err.status !== 422)) return false;
  const field = refusedField(err);
  if (field === "max_tokens" && dialect.tokenLimit === "max_tokens") {
    // Only reasoning models refuse the older field (OpenAI's o-series and GPT-5).
    dialect.tokenLimit = "max_completion_tokens";
    dialect.reasons = true;
    return true;
  }
  if (field === "temperature" && dialect.temperature) {
    dialect.temperature = false;
    return true;
  }
  if (field === "reasoning_effort" && dialect.reasons && dialect.effort) {
    dialect.effort = undefined;
    return true;
  }
  return false;
}

/** A reply that reports reasoning tokens comes from a reasoning model, whatever it was taken for. */
export function learnFromUsage(dialect: Dialect, usage: CompletionUsage | undefined) {
  if ((usage?.completion_tokens_details?.reasoning_tokens ?? 0) > 0) dialect.reasons = true;
}

/**
 * The reply without the reasoning a model wrote into it (`<think>…</think>`); empty when the
 * reasoning was cut off before the answer began.
 */
export function visibleAnswer(content: string): string {
  const answer = content.replace(/<think>[\s\S]*?<\/think>/g, "");
  return answer.includes("<think>") ? "" : answer.trim();
}
