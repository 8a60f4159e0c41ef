import OpenAI from "openai";

/**
 * A client for an OpenAI-compatible API (chat or embeddings): one retry, the configured
 * timeout. Local servers (Ollama, vLLM) take any key; the SDK insists on one.
 */
export const openAiClient = (baseURL: string, apiKey: string | undefined, timeout: number) =>
  new OpenAI({ baseURL, apiKey: apiKey || "none", timeout, maxRetries: 1 });
