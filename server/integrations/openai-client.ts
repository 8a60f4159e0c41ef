import OpenAI from "openai";

/**
 * A client for an OpenAI-compatible API (chat or embeddings) with the configured timeout
 * and no retries: a retry inside the breaker doubled every timeout an employee waits for
 * (two 20 s waits per call) and made "three failures" six. A failed call falls back on the
 * path without a model; background jobs are retried by the job queue. Local servers
 * (Ollama, vLLM) take any key; the SDK insists on one.
 */
export const openAiClient = (baseURL: string, apiKey: string | undefined, timeout: number) =>
  new OpenAI({ baseURL, apiKey: apiKey || "none", timeout, maxRetries: 0 });
