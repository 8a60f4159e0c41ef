import { afterEach, describe, expect, it } from "vitest";
import { type FakeDialect, startFakeOpenAi } from "../../../tests/fakes/llm/fake-openai-server.ts";
import { createLlm } from "./create-llm.ts";
import { REASONING_ROOM } from "./model-dialect.ts";

// The real openai client against the fake server speaking as three kinds of model: the
// assistant's verdicts ask for five tokens, which a reasoning model spends on thinking
// before it writes a word, and OpenAI's reasoning models refuse the request form older
// models need.
describe("createLlm with each kind of model", () => {
  let stop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await stop?.();
  });

  async function modelOf(
    dialect: FakeDialect,
    opts: { refuseEffort?: boolean; reasoningTokens?: number; effort?: "minimal" } = {},
  ) {
    const fake = await startFakeOpenAi({ dialect, ...opts });
    stop = fake.stop;
    fake.setReply(() => ({ content: "JA" }));
    const llm = createLlm({
      LLM_BASE_URL: fake.baseUrl,
      LLM_API_KEY: "k",
      LLM_MODEL: "m",
      LLM_TIMEOUT_MS: 5000,
      LLM_REASONING_EFFORT: opts.effort,
    });
    if (!llm) throw new Error("no llm");
    const verdict = () => llm.complete([{ role: "user", content: "Beantwoordt dit de vraag?" }], { maxTokens: 5 });
    return { fake, llm, verdict };
  }

  it("asks a chat model as it always did: max_tokens, temperature 0.2, one request per call", async () => {
    const { fake, verdict } = await modelOf("chat");
    expect(await verdict()).toBe("JA");
    expect(await verdict()).toBe("JA");
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[0]).toMatchObject({ maxTokens: 5, temperature: 0.2 });
    expect(fake.requests[0]?.maxCompletionTokens).toBeUndefined();
    expect(fake.requests[0]?.reasoningEffort).toBeUndefined();
  });

  it("learns an OpenAI reasoning model's form from its refusals once, and gives it room to reason", async () => {
    const { fake, verdict } = await modelOf("reasoning");
    expect(await verdict()).toBe("JA");
    // max_tokens refused, then the temperature, then answered.
    expect(fake.requests).toHaveLength(3);
    expect(fake.requests[2]).toMatchObject({ maxCompletionTokens: 5 + REASONING_ROOM, reasoningEffort: "low" });
    expect(fake.requests[2]?.maxTokens).toBeUndefined();
    expect(fake.requests[2]?.temperature).toBeUndefined();
    // Later calls are sent in that form at once.
    expect(await verdict()).toBe("JA");
    expect(fake.requests).toHaveLength(4);
  });

  it("asks again with room when a model's reasoning used the whole ceiling before it answered", async () => {
    // A model that thinks aloud and takes the old request form (Qwen3 or DeepSeek-R1 on Ollama).
    const { fake, verdict } = await modelOf("thinks-aloud", { reasoningTokens: 120 });
    // Its <think> block is cut at five tokens; asked again with room, only the answer is read.
    expect(await verdict()).toBe("JA");
    expect(fake.requests.map((r) => r.maxTokens)).toEqual([5, 5 + REASONING_ROOM]);
    expect(await verdict()).toBe("JA");
    expect(fake.requests).toHaveLength(3);
  });

  it("drops reasoning_effort where the server does not know it, and remembers", async () => {
    const { fake, verdict } = await modelOf("reasoning", { refuseEffort: true });
    expect(await verdict()).toBe("JA");
    expect(fake.requests.map((r) => r.reasoningEffort)).toEqual([undefined, "low", undefined, undefined]);
    expect(await verdict()).toBe("JA");
    expect(fake.requests).toHaveLength(5);
    expect(fake.requests[4]?.reasoningEffort).toBeUndefined();
  });

  it("sends a configured effort from the first request, with room", async () => {
    const { fake, verdict } = await modelOf("reasoning", { effort: "minimal" });
    expect(await verdict()).toBe("JA");
    expect(fake.requests[0]).toMatchObject({ maxTokens: 5 + REASONING_ROOM, reasoningEffort: "minimal" });
    expect(fake.requests.at(-1)).toMatchObject({ maxCompletionTokens: 5 + REASONING_ROOM, reasoningEffort: "minimal" });
  });

  it("fails when even the room is not enough, so the caller falls back on the scorer", async () => {
    const { fake, verdict } = await modelOf("reasoning", { reasoningTokens: REASONING_ROOM + 100 });
    await expect(verdict()).rejects.toThrow(/empty completion \(finish_reason length\)/);
    // Refused twice, then cut off once with room: no endless asking.
    expect(fake.requests).toHaveLength(3);
  });

  it("does not take a 400 that names no field it can change for a form to learn", async () => {
    const { fake, verdict } = await modelOf("chat");
    fake.setReply(() => ({ status: 400 }));
    await expect(verdict()).rejects.toThrow(/400/);
    expect(fake.requests).toHaveLength(1);
  });

  it("never sends a BSN or IBAN, whichever caller forgot to take them out", async () => {
    const { fake, llm } = await modelOf("chat");
    await llm.complete([
      { role: "system", content: "Je schrijft antwoorden." },
      { role: "user", content: "Vraag: bsn 111222333, rekening NL91 ABNA 0417 1643 00, wanneer loon?" },
    ]);
    const sent = JSON.stringify(fake.requests[0]?.messages);
    expect(sent).toContain("wanneer loon?");
    expect(sent).not.toMatch(/111222333|NL91|0417/);
  });
});
