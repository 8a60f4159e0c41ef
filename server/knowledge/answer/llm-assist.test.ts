import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAi } from "../../../tests/fakes/llm/fake-openai-server.ts";
import { createLlm, type Llm } from "../../integrations/llm/create-llm.ts";
import { rewriteQuery } from "./llm-assist.ts";

// The real client against the fake OpenAI-compatible server: what the model writes back is
// read into a query, or into nothing.
describe("rewriteQuery", () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let llm: Llm;
  let reply = "";
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    fake.setReply(() => ({ content: reply }));
    const made = createLlm({ LLM_BASE_URL: fake.baseUrl, LLM_API_KEY: "k", LLM_MODEL: "m", LLM_TIMEOUT_MS: 5000 });
    if (!made) throw new Error("no llm");
    llm = made;
  });
  afterAll(async () => {
    await fake?.stop();
  });

  it("takes the first line, without a label or quotes", async () => {
    reply = "Zoekvraag: Kan ik vakantiedagen laten uitbetalen?\nUitleg: de medewerker bedoelt …";
    expect(await rewriteQuery(llm, "kan ik die laten uitbetalen?", "ik heb nog 5 vakantiedagen over")).toBe(
      "Kan ik vakantiedagen laten uitbetalen?",
    );
    reply = '"Wanneer wordt mijn salaris betaald?"';
    expect(await rewriteQuery(llm, "wnr komt de poen")).toBe("Wanneer wordt mijn salaris betaald?");
    // The earlier message follows the question in the prompt.
    expect(fake.requests.at(-2)?.messages[1]?.content).toBe(
      "Vraag: kan ik die laten uitbetalen?\n\nEerder bericht van de medewerker: ik heb nog 5 vakantiedagen over",
    );
  });

  it("is nothing when the model only repeats the question, writes too much or declines", async () => {
    reply = "Vraag: wnr komt de poen";
    expect(await rewriteQuery(llm, "wnr komt de poen")).toBeNull();
    reply = "x".repeat(301);
    expect(await rewriteQuery(llm, "wnr komt de poen")).toBeNull();
    // A model that declines wrote no query: searched, its words found texts about "zeggen".
    reply = "Als AI-taalmodel kan ik daar niets over zeggen.";
    expect(await rewriteQuery(llm, "yo wnr komt de poen")).toBeNull();
    reply = "Sorry, I can't help with that.";
    expect(await rewriteQuery(llm, "wnr komt de poen")).toBeNull();
  });
});
