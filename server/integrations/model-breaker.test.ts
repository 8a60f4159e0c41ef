import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeEmbeddings } from "../../tests/fakes/llm/fake-embeddings-server.ts";
import { startFakeOpenAi } from "../../tests/fakes/llm/fake-openai-server.ts";
import { createEmbedder } from "./embeddings/create-embedder.ts";
import { createLlm } from "./llm/create-llm.ts";
import { FAILURES, modelBreaker } from "./model-breaker.ts";
import { modelStatus } from "./model-status.ts";

// The real clients against fake APIs on loopback: a model API that keeps failing is left
// alone after three failures in a row, so replies do not wait out its timeouts, and is
// tried again after the pause.
describe("model breaker", () => {
  let chat: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let vectors: Awaited<ReturnType<typeof startFakeEmbeddings>>;
  beforeAll(async () => {
    [chat, vectors] = await Promise.all([startFakeOpenAi(), startFakeEmbeddings({ concepts: {} })]);
  });
  afterAll(async () => {
    await Promise.all([chat?.stop(), vectors?.stop()]);
  });

  it("stops calling a chat API after three failures in a row, and tries again after the pause", async () => {
    const env = { LLM_BASE_URL: chat.baseUrl, LLM_API_KEY: "k", LLM_MODEL: "m", LLM_TIMEOUT_MS: 5000 };
    const llm = createLlm(env, modelBreaker(200));
    if (!llm) throw new Error("no llm");
    const ask = () => llm.complete([{ role: "user", content: "hoi" }]);
    // 400 is not retried by the client: one request per call.
    chat.setReply(() => ({ status: 400 }));
    for (let i = 0; i < 3; i++) await expect(ask()).rejects.toThrow();
    const sent = chat.requests.length;
    chat.setReply(() => ({ content: "JA" }));
    const started = performance.now();
    await expect(ask()).rejects.toThrow(/circuit/i);
    expect(performance.now() - started).toBeLessThan(50);
    expect(chat.requests.length).toBe(sent);
    await new Promise((r) => setTimeout(r, 250));
    await expect(ask()).resolves.toBe("JA");
    expect(chat.requests.length).toBe(sent + 1);
    // Closed again: one failure is not three.
    chat.setReply(() => ({ status: 400 }));
    await expect(ask()).rejects.toThrow();
    chat.setReply(() => ({ content: "NEE" }));
    await expect(ask()).resolves.toBe("NEE");
  });

  it("does not take a content filter's refusals for an outage", async () => {
    const env = { LLM_BASE_URL: chat.baseUrl, LLM_API_KEY: "k", LLM_MODEL: "m", LLM_TIMEOUT_MS: 5000 };
    const llm = createLlm(env, modelBreaker(60_000));
    if (!llm) throw new Error("no llm");
    const ask = () => llm.complete([{ role: "user", content: "mijn leidinggevende intimideert me" }]);
    // Azure OpenAI refuses a prompt (400 content_filter) or withholds a reply; four in a row.
    chat.setReply(() => ({ status: 400, code: "content_filter" }));
    for (let i = 0; i < 2; i++) await expect(ask()).rejects.toThrow();
    chat.setReply(() => ({ filtered: true }));
    for (let i = 0; i < 2; i++) await expect(ask()).rejects.toThrow(/content filter/);
    // The next question still reaches the model.
    const sent = chat.requests.length;
    chat.setReply(() => ({ content: "JA" }));
    await expect(ask()).resolves.toBe("JA");
    expect(chat.requests.length).toBe(sent + 1);
  });

  it("does the same for an embeddings API", async () => {
    const embedder = createEmbedder(
      {
        EMBEDDINGS_BASE_URL: vectors.baseUrl,
        EMBEDDINGS_API_KEY: "k",
        EMBEDDINGS_MODEL: "e",
        EMBEDDINGS_TIMEOUT_MS: 5000,
        EMBEDDINGS_DIMENSIONS: undefined,
      },
      modelBreaker(60_000),
    );
    if (!embedder) throw new Error("no embedder");
    vectors.setFailing(true);
    for (let i = 0; i < 3; i++) await expect(embedder.embed(["loon"])).rejects.toThrow();
    const sent = vectors.requests.length;
    vectors.setFailing(false);
    await expect(embedder.embed(["loon"])).rejects.toThrow(/circuit/i);
    expect(vectors.requests.length).toBe(sent);
  });

  it("opens after three timeouts, one request each (no retry doubles the wait), and says so in the log", async () => {
    const lines: string[] = [];
    const status = modelStatus("llm", (level, line) => lines.push(`${level} ${line}`));
    const env = { LLM_BASE_URL: chat.baseUrl, LLM_API_KEY: "k", LLM_MODEL: "m", LLM_TIMEOUT_MS: 150 };
    const llm = createLlm(env, modelBreaker(200, status));
    if (!llm) throw new Error("no llm");
    chat.setReply(() => ({ content: "JA" }));
    chat.setDelay(400);
    try {
      const sent = chat.requests.length;
      const started = performance.now();
      for (let i = 0; i < FAILURES; i++)
        await expect(llm.complete([{ role: "user", content: "hoi" }])).rejects.toThrow();
      // Three waits of 150 ms, not six.
      expect(chat.requests.length - sent).toBe(3);
      expect(performance.now() - started).toBeLessThan(3 * 150 + 250);
      expect(llm.status?.()).toMatchObject({ state: "breaker_open", lastFailure: "timeout" });
      expect(lines.filter((l) => l.startsWith("warn [llm] call failed: timeout"))).toHaveLength(3);
      expect(lines.filter((l) => l.startsWith("error [llm] breaker open"))).toHaveLength(1);
      chat.setDelay(0);
      await new Promise((r) => setTimeout(r, 250));
      await expect(llm.complete([{ role: "user", content: "hoi" }])).resolves.toBe("JA");
      expect(llm.status?.()).toEqual({ state: "ok" });
      expect(lines.at(-1)).toBe("info [llm] breaker closed: calling it again");
    } finally {
      chat.setDelay(0);
    }
  });

  it("reports a revoked key as failing with its status, never the request's words", async () => {
    const lines: string[] = [];
    const status = modelStatus("llm", (level, line) => lines.push(`${level} ${line}`));
    const keyed = await startFakeOpenAi({ apiKey: "right" });
    try {
      const env = { LLM_BASE_URL: keyed.baseUrl, LLM_API_KEY: "revoked", LLM_MODEL: "m", LLM_TIMEOUT_MS: 5000 };
      const llm = createLlm(env, modelBreaker(60_000, status));
      if (!llm) throw new Error("no llm");
      await expect(llm.complete([{ role: "user", content: "ik ben zwanger" }])).rejects.toThrow();
      const state = llm.status?.();
      expect(state).toMatchObject({ state: "failing", lastFailure: "401" });
      expect(Date.parse(state?.failingSince ?? "")).toBeGreaterThan(Date.now() - 5000);
      expect(lines.join("\n")).not.toContain("zwanger");
    } finally {
      await keyed.stop();
    }
  });
});
