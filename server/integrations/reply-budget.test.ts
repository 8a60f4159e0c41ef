import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeEmbeddings } from "../../tests/fakes/llm/fake-embeddings-server.ts";
import { startFakeOpenAi } from "../../tests/fakes/llm/fake-openai-server.ts";
import { createEmbedder } from "./embeddings/create-embedder.ts";
import { createLlm } from "./llm/create-llm.ts";
import { modelBreaker } from "./model-breaker.ts";
import { modelStatus } from "./model-status.ts";
import { withReplyBudget } from "./reply-budget.ts";

// A reply asks the model several times in a row (rewrite, pick, check, wording): with a
// slow model each waited out its own timeout. Real clients against slow fakes on loopback.
describe("one model budget per reply", () => {
  let chat: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let vectors: Awaited<ReturnType<typeof startFakeEmbeddings>>;
  beforeAll(async () => {
    [chat, vectors] = await Promise.all([startFakeOpenAi(), startFakeEmbeddings({ concepts: {} })]);
  });
  afterAll(async () => {
    await Promise.all([chat?.stop(), vectors?.stop()]);
  });
  const quiet = () =>
    modelBreaker(
      60_000,
      modelStatus("test", () => {}),
    );

  it("ends every call of a reply once its budget is spent, and sends no request after that", async () => {
    const llm = createLlm(
      { LLM_BASE_URL: chat.baseUrl, LLM_API_KEY: "k", LLM_MODEL: "m", LLM_TIMEOUT_MS: 20_000 },
      quiet(),
    );
    const embedder = createEmbedder(
      {
        EMBEDDINGS_BASE_URL: vectors.baseUrl,
        EMBEDDINGS_API_KEY: "k",
        EMBEDDINGS_MODEL: "e",
        EMBEDDINGS_TIMEOUT_MS: 10_000,
        EMBEDDINGS_DIMENSIONS: undefined,
      },
      quiet(),
    );
    if (!llm || !embedder) throw new Error("no models");
    chat.setDelay(5000);
    vectors.setDelay(5000);
    try {
      const started = performance.now();
      const sent = chat.requests.length;
      const outcomes = await withReplyBudget(800, async () => {
        const results: string[] = [];
        for (const call of [
          () => embedder.embed(["loon"]),
          () => llm.complete([{ role: "user", content: "herschrijf" }]),
          () => llm.complete([{ role: "user", content: "kies" }], { maxTokens: 5 }),
          () => llm.complete([{ role: "user", content: "controleer" }], { maxTokens: 5 }),
        ])
          results.push(
            await call().then(
              () => "ok",
              () => "failed",
            ),
          );
        return results;
      });
      expect(outcomes).toEqual(["failed", "failed", "failed", "failed"]);
      expect(performance.now() - started).toBeLessThan(800 + 300);
      // The first chat call took what the embeddings left; the rest were never sent.
      expect(chat.requests.length - sent).toBeLessThanOrEqual(1);
    } finally {
      chat.setDelay(0);
      vectors.setDelay(0);
    }
  });

  it("gives a verdict the short timeout, outside a reply too", async () => {
    const llm = createLlm(
      {
        LLM_BASE_URL: chat.baseUrl,
        LLM_API_KEY: "k",
        LLM_MODEL: "m",
        LLM_TIMEOUT_MS: 20_000,
        LLM_VERDICT_TIMEOUT_MS: 300,
      },
      quiet(),
    );
    if (!llm) throw new Error("no llm");
    chat.setReply(() => ({ content: "JA" }));
    chat.setDelay(1000);
    try {
      const started = performance.now();
      await expect(llm.complete([{ role: "user", content: "klopt dit?" }], { maxTokens: 5 })).rejects.toThrow(
        /timed out/i,
      );
      expect(performance.now() - started).toBeLessThan(800);
      // A longer answer keeps the long timeout.
      await expect(llm.complete([{ role: "user", content: "schrijf" }], { maxTokens: 400 })).resolves.toBe("JA");
    } finally {
      chat.setDelay(0);
    }
  });

  it("asks a fast model every time within the budget", async () => {
    const llm = createLlm(
      { LLM_BASE_URL: chat.baseUrl, LLM_API_KEY: "k", LLM_MODEL: "m", LLM_TIMEOUT_MS: 20_000 },
      quiet(),
    );
    if (!llm) throw new Error("no llm");
    chat.setReply(() => ({ content: "JA" }));
    const verdicts = await withReplyBudget(2500, async () => {
      const out: string[] = [];
      for (let i = 0; i < 4; i++)
        out.push(await llm.complete([{ role: "user", content: "klopt dit?" }], { maxTokens: 5 }));
      return out;
    });
    expect(verdicts).toEqual(["JA", "JA", "JA", "JA"]);
  });
});
