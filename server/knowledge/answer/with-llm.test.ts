import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeOpenAi } from "../../../tests/fakes/llm/fake-openai-server.ts";
import { createLlm, type Llm } from "../../integrations/llm/create-llm.ts";
import { buildThesaurus } from "../analysis/thesaurus.ts";
import { faqInput } from "../index/faq-input.ts";
import { buildIndex } from "../index/knowledge-index.ts";
import type { Knowledge } from "../index/load-knowledge.ts";
import { passageInput } from "../index/passage-input.ts";
import { findAnswer } from "./find-answer.ts";
import { offerChoices } from "./offer-choices.ts";
import { refineWithLlm } from "./with-llm.ts";

// refineWithLlm with the real client against the fake OpenAI-compatible server, scripted per
// call: what a model that writes nonsense, or says no, may change about the scorer's result.
const faq = (id: string, question: string, answer: string) => faqInput({ id, question, answer });
const passage = (id: string, title: string, text: string) => passageInput({ id, title, text, source: "handboek" });
const knowledge: Knowledge = {
  faqs: buildIndex([
    faq(
      "salaris",
      "Wanneer wordt mijn salaris betaald?",
      "Het salaris wordt elke maand op de 25e betaald. Valt de 25e in het weekend, dan op de vrijdag ervoor.",
    ),
    faq("ziek", "Hoe meld ik me ziek?", "Bel vóór 07:00 uur je leidinggevende en meld je ziek in de app."),
    faq("thuis", "Mag ik thuiswerken?", "Thuiswerken mag in overleg met je leidinggevende."),
  ]),
  passages: buildIndex([passage("verlof", "Bijzonder verlof", "Bij een verhuizing krijg je 1 dag bijzonder verlof.")]),
  thesaurus: buildThesaurus(),
  vectors: null,
};

describe("refineWithLlm", () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let llm: Llm;
  let script: { rewrite: string; pick: string; verify: string };
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    fake.setReply((req) => {
      const system = req.messages[0]?.content ?? "";
      if (system.includes("herschrijft")) return { content: script.rewrite };
      if (system.includes("kiest")) return { content: script.pick };
      if (system.includes("controleert")) return { content: script.verify };
      return { content: "ONBEKEND" };
    });
    const made = createLlm({ LLM_BASE_URL: fake.baseUrl, LLM_API_KEY: "k", LLM_MODEL: "m", LLM_TIMEOUT_MS: 5000 });
    if (!made) throw new Error("no llm");
    llm = made;
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });
  afterAll(async () => {
    await fake?.stop();
  });

  it("never builds the reply on the model's rewrite: without a verdict it is the no-model result, choices included", async () => {
    const question = "wnr krijg ik geld";
    const found = findAnswer(knowledge, question);
    // A rewrite that matches other texts better than the employee's words do.
    script = { rewrite: "verlof verhuizing thuiswerken", pick: "Dat weet ik niet.", verify: "JA" };
    expect(findAnswer(knowledge, script.rewrite).confidence).toBeGreaterThan(found.confidence);
    const refined = await refineWithLlm(llm, knowledge, found);
    expect(refined).toEqual(found);
    expect(offerChoices(refined).map((c) => c.doc.title)).toEqual(offerChoices(found).map((c) => c.doc.title));
    expect(refined.groups.map((g) => g.surface)).not.toContain("thuiswerken");
    // The rewrite still decided what the model was asked to choose from.
    expect(fake.requests.at(-1)?.messages[1]?.content).toContain("Mag ik thuiswerken?");
  });

  it("lets no 'NEE' hand over the FAQ's own question", async () => {
    script = { rewrite: "", pick: "0", verify: "NEE" };
    const found = findAnswer(knowledge, "wanneer wordt mijn salaris betaald?");
    expect(found.outcome).toBe("answer");
    const refined = await refineWithLlm(llm, knowledge, found);
    expect(refined.outcome).toBe("answer");
    expect(refined.chosen?.doc.id).toBe("salaris");
    expect(fake.requests).toHaveLength(0);
  });

  it("still puts an answer found on other words to the model, and hands it over on its 'NEE'", async () => {
    script = { rewrite: "", pick: "0", verify: "NEE" };
    const found = findAnswer(knowledge, "wnr wordt het salaris gestort");
    expect(found.outcome).toBe("answer");
    expect((await refineWithLlm(llm, knowledge, found)).outcome).toBe("handover");
  });
});
