import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeEmbeddings } from "../../tests/fakes/llm/fake-embeddings-server.ts";
import { startFakeOpenAi } from "../../tests/fakes/llm/fake-openai-server.ts";
import { createEmbedder } from "./embeddings/create-embedder.ts";
import { createLlm } from "./llm/create-llm.ts";
import { modelBreaker } from "./model-breaker.ts";

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
});
