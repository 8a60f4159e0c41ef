import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import { startEvalOrganization } from "../../eval/eval-organization.ts";
import { createLlm } from "../../server/integrations/llm/create-llm.ts";
import { composeReply } from "../../server/whatsapp/assistant/compose-reply.ts";
import { startFakeOpenAi } from "../fakes/llm/fake-openai-server.ts";

// What staff do to improve answers takes effect on the very next question, in a process
// that already holds the organisation's index: an alternative phrasing, an own synonym, an
// edited or deactivated FAQ (the knowledge version triggers tell the process to rebuild).
describe("staff improve answers", () => {
  let org: Awaited<ReturnType<typeof startEvalOrganization>>;
  const ask = (q: string) =>
    composeReply(org.db, { llm: null, embedder: null }, { id: org.organizationId, customInstructions: "" }, q);
  const faqs = [
    {
      id: "faq-pas",
      question: "Ik ben mijn personeelspas kwijt. Wat nu?",
      answer: "Meld het bij de receptie; een nieuwe pas kost € 10.",
    },
    {
      id: "faq-loon",
      question: "Wanneer wordt mijn salaris betaald?",
      answer: "Elke vrijdag staat je loon op je rekening.",
    },
    { id: "faq-ziek", question: "Hoe meld ik me ziek?", answer: "Bel voor 07:00 uur de planning." },
  ];

  beforeAll(async () => {
    org = await startEvalOrganization(faqs, "# Handboek\n\nAlgemene regels voor iedereen.\n");
  }, 120_000);
  afterAll(async () => {
    await org?.stop();
  });

  it("an alternative phrasing makes a handed-over question answered", async () => {
    const question = "ik kom niet meer door het poortje bij de ingang";
    // Not answered: handed over, or at most offered as a choice.
    expect((await ask(question)).sources).toEqual([]);
    await org.db
      .updateTable("faqs")
      .set({ alternative_questions: ["Ik kom niet door het poortje bij de ingang"] })
      .where("id", "=", "faq-pas")
      .execute();
    const reply = await ask(question);
    expect(reply.handover).toBe(false);
    expect(reply.sources[0]).toMatchObject({ kind: "faq", id: "faq-pas" });
    expect(reply.body).toContain("receptie");
  });

  it("an organisation's own synonym applies to the next question without re-indexing", async () => {
    const question = "wanneer krijg ik mijn knaak";
    expect((await ask(question)).sources[0]?.id).not.toBe("faq-loon");
    await org.db
      .insertInto("assistant_synonyms")
      .values({
        id: randomUUID(),
        organization_id: org.organizationId,
        term: "knaak",
        synonyms: ["salaris", "loon"],
        created_at: new Date(),
        updated_at: new Date(),
      })
      .execute();
    const reply = await ask(question);
    expect(reply.sources[0]).toMatchObject({ kind: "faq", id: "faq-loon" });
    expect(reply.explanation.parts[0].synonyms).toContainEqual({ from: "knaak", to: "salaris" });
  });

  it("a deactivated FAQ is no longer answered with", async () => {
    expect((await ask("hoe meld ik me ziek")).sources[0]?.id).toBe("faq-ziek");
    await org.db.updateTable("faqs").set({ is_active: false }).where("id", "=", "faq-ziek").execute();
    const reply = await ask("hoe meld ik me ziek");
    expect(reply.sources.map((s) => s.id)).not.toContain("faq-ziek");
  });

  it("answers each question of a message, and explains why", async () => {
    const reply = await ask("ik ben mijn personeelspas kwijt, wat nu? en wanneer wordt mijn salaris betaald");
    expect(reply.parts).toHaveLength(2);
    expect(reply.sources.map((s) => s.id)).toEqual(["faq-pas", "faq-loon"]);
    expect(reply.body).toContain("receptie");
    expect(reply.body).toContain("vrijdag");
    expect(reply.explanation.parts.map((p) => p.outcome)).toEqual(["answer", "answer"]);
    expect(reply.explanation.parts[0].matched).toContain("personeelspas");
  });
});

// With an LLM configured (here the fake OpenAI-compatible server, through the real client):
// a hand-over is retried with the model's rewrite of the question, and nothing is answered
// that the model says does not answer the question.
type Faq = Parameters<typeof startEvalOrganization>[0][number];
type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>;

/**
 * For one describe group: an organisation with these FAQs, and the real LLM client on the
 * fake server answering with `reply`. `ask` answers as the WhatsApp job would, with the
 * model or (`{ llm: null }`) without it, after the employee's message `before` if given.
 */
function withFakeLlm(faqs: Faq[], reply: Parameters<FakeOpenAi["setReply"]>[0]) {
  let org: Awaited<ReturnType<typeof startEvalOrganization>>;
  let fake: FakeOpenAi;
  let llm: ReturnType<typeof createLlm>;
  beforeAll(async () => {
    org = await startEvalOrganization(faqs, "# Handboek\n\nAlgemene regels.\n");
    fake = await startFakeOpenAi();
    fake.setReply(reply);
    llm = createLlm({ LLM_BASE_URL: fake.baseUrl, LLM_API_KEY: "test", LLM_MODEL: "fake", LLM_TIMEOUT_MS: 5000 });
  }, 120_000);
  afterAll(async () => {
    await fake?.stop();
    await org?.stop();
  });
  return {
    fake: () => fake,
    ask: (q: string, models: { llm: typeof llm | null } = { llm }, before?: string) =>
      composeReply(org.db, { ...models, embedder: null }, { id: org.organizationId, customInstructions: "" }, q, null, {
        before,
      }),
  };
}

describe("with an LLM", () => {
  let verdict = "JA";
  const { ask, fake } = withFakeLlm(
    [
      {
        id: "faq-loon",
        question: "Wanneer wordt mijn salaris betaald?",
        answer: "Elke vrijdag staat je loon op je rekening.",
      },
    ],
    (req) => {
      const system = req.messages[0]?.content ?? "";
      if (system.includes("herschrijft")) return { content: "Wanneer wordt mijn salaris betaald?" };
      if (system.includes("controleert")) return { content: verdict };
      return { content: "ONBEKEND" };
    },
  );

  it("answers a question it handed over once the model rewrites it and confirms the answer", async () => {
    verdict = "JA";
    const question = "yo wnr komt de poen";
    const before = await ask(question, { llm: null });
    expect(before.handover).toBe(true);
    const reply = await ask(question);
    expect(reply.handover).toBe(false);
    expect(reply.sources[0]).toMatchObject({ kind: "faq", id: "faq-loon" });
    // Staff see the query the model wrote.
    expect(reply.explanation.parts[0].reason).toBe(
      nl.assistant.reasonModelRewrote("Wanneer wordt mijn salaris betaald?"),
    );
    const prompts = fake().requests.map((r) => r.messages[0]?.content ?? "");
    expect(prompts.some((p) => p.includes("herschrijft"))).toBe(true);
    expect(prompts.some((p) => p.includes("controleert"))).toBe(true);
  });

  it("hands over when the model says the best candidate does not answer the question", async () => {
    verdict = "NEE";
    // Not the FAQ's own question, which is never put to the model's veto.
    const reply = await ask("wanneer krijg ik mijn salaris");
    expect(reply.handover).toBe(true);
    expect(reply.explanation.parts[0].reason).toBe(nl.assistant.reasonModelRejected);
  });

  it("keeps the scorer's decision when the model fails", async () => {
    fake().setReply(() => ({ status: 500 }));
    const reply = await ask("wanneer wordt mijn salaris betaald");
    expect(reply.handover).toBe(false);
    expect(reply.sources[0]).toMatchObject({ id: "faq-loon" });
  });
});

// FAQs the groups below share.
const payOut = {
  id: "faq-vakgeld",
  question: "Kan ik vakantiedagen laten uitbetalen?",
  answer: "Vakantiedagen boven het wettelijke minimum betalen we in december uit.",
};
const sick = { id: "faq-ziek", question: "Hoe meld ik me ziek?", answer: "Bel voor 07:00 uur de planning." };

// Several likely answers: the model says which of the best texts the ranking found answers
// the question (or none), so the employee is asked to choose only when the model cannot say.
describe("with an LLM and several likely answers", () => {
  let pick = "2";
  let verdict = "JA";
  // A text the model rejects whatever `verdict` says.
  let rejects: string | null = null;
  const { ask, fake } = withFakeLlm(
    [
      {
        id: "faq-vak",
        question: "Hoeveel vakantiedagen heb ik per jaar?",
        answer: "Bij een fulltime contract heb je 25 vakantiedagen per jaar.",
      },
      // Both FAQs are about vakantiedagen: "vakantie" is a tie between them.
      payOut,
      sick,
    ],
    (req) => {
      const system = req.messages[0]?.content ?? "";
      if (system.includes("kiest")) return pick === "fail" ? { status: 500 } : { content: pick };
      if (system.includes("controleert"))
        return { content: rejects && req.messages[1]?.content.includes(rejects) ? "NEE" : verdict };
      // The rewrite: the question as it came, which leaves the search as it was.
      return { content: req.messages[1]?.content ?? "" };
    },
  );

  // The numbered list of the last "which one?" the model was asked.
  const lastList = () =>
    fake().requests.findLast((r) => r.messages[0]?.content.includes("kiest"))?.messages[1]?.content ?? "";

  it("without the model the employee chooses; with it, the model's pick is the answer", async () => {
    const unsure = await ask("vakantie", { llm: null });
    expect(unsure.offered.map((o) => o.id).sort()).toEqual(["faq-vak", "faq-vakgeld"]);
    const order = unsure.offered.map((o) => o.id);

    pick = String(order.indexOf("faq-vakgeld") + 1);
    const reply = await ask("vakantie");
    expect(reply).toMatchObject({
      handover: false,
      offered: [],
      body: "Vakantiedagen boven het wettelijke minimum betalen we in december uit.",
    });
    expect(reply.sources.map((s) => s.id)).toEqual(["faq-vakgeld"]);
    expect(reply.explanation.parts[0].reason).toBe(nl.assistant.reasonModelChose);
    const prompt = lastList();
    expect(prompt).toContain("1. FAQ: ");
    expect(prompt).toContain("2. FAQ: ");
    // The pick is put to the model once more on its own, and sent only when it holds.
    expect(fake().requests.at(-1)?.messages[1]?.content).toContain("FAQ: Kan ik vakantiedagen laten uitbetalen?");
    rejects = "FAQ: Kan ik vakantiedagen laten uitbetalen?";
    const unconfirmed = await ask("vakantie");
    expect(unconfirmed).toMatchObject({ handover: true, offered: [], sources: [] });
    expect(unconfirmed.explanation.parts[0].reason).toBe(nl.assistant.reasonModelRejected);
    rejects = null;
  });

  it("hands over without choices when the model says none answers, and leaves the choice to the employee when it fails", async () => {
    pick = "0";
    const none = await ask("vakantie");
    expect(none).toMatchObject({ handover: true, offered: [], sources: [] });
    expect(none.explanation.parts[0].reason).toBe(nl.assistant.reasonModelRejected);
    pick = "fail";
    expect((await ask("vakantie")).offered).toHaveLength(2);
    pick = "7";
    expect((await ask("vakantie")).offered).toHaveLength(2);
    // A pick the model then gives no verdict on is not sent unchecked: the employee chooses.
    pick = "1";
    verdict = "MISSCHIEN";
    const unchecked = await ask("vakantie");
    expect(unchecked).toMatchObject({ handover: false, sources: [] });
    expect(unchecked.offered).toHaveLength(2);
    verdict = "JA";
  });

  it("the model chooses from the best texts the ranking found, also those the employee would not be offered", async () => {
    // vakantiedagen laten uitbetalen is too far behind to be offered beside the leave FAQ.
    const unsure = await ask("hoeveel vrij", { llm: null });
    expect(unsure.offered.map((o) => o.id)).toEqual(["faq-vak"]);
    pick = "2";
    const reply = await ask("hoeveel vrij");
    expect(reply).toMatchObject({ handover: false, offered: [] });
    expect(reply.sources.map((s) => s.id)).toEqual(["faq-vakgeld"]);
    const prompt = lastList();
    expect(prompt).toContain("1. FAQ: Hoeveel vakantiedagen heb ik per jaar?");
    expect(prompt).toContain("2. FAQ: Kan ik vakantiedagen laten uitbetalen?");
  });

  it("one text found is put to the model as yes or no: confirmed it is the answer, rejected a hand-over", async () => {
    const unsure = await ask("fulltime", { llm: null });
    expect(unsure.offered.map((o) => o.id)).toEqual(["faq-vak"]);
    verdict = "JA";
    const confirmed = await ask("fulltime");
    expect(confirmed).toMatchObject({ handover: false, offered: [] });
    expect(confirmed.sources.map((s) => s.id)).toEqual(["faq-vak"]);
    expect(confirmed.explanation.parts[0].reason).toBe(nl.assistant.reasonModelChose);
    verdict = "NEE";
    const rejected = await ask("fulltime");
    expect(rejected).toMatchObject({ handover: true, offered: [] });
    expect(rejected.explanation.parts[0].reason).toBe(nl.assistant.reasonModelRejected);
    verdict = "MISSCHIEN";
    expect((await ask("fulltime")).offered.map((o) => o.id)).toEqual(["faq-vak"]);
  });

  it("a sure answer the model rejects makes way for the text it picks from the rest", async () => {
    const question = "ik ben ziek en heb vakantie wat nu";
    verdict = "JA";
    const sure = await ask(question);
    expect(sure.sources.map((s) => s.id)).toEqual(["faq-ziek"]);
    expect(sure.explanation.parts[0].reason).toBe(nl.assistant.reasonModelConfirmed);
    rejects = "FAQ: Hoe meld ik me ziek?";
    pick = "2";
    const reply = await ask(question);
    expect(reply.sources.map((s) => s.id)).toEqual(["faq-vakgeld"]);
    const prompt = lastList();
    expect(prompt).toContain("1. FAQ: Hoeveel vakantiedagen heb ik per jaar?");
    expect(prompt).toContain("2. FAQ: Kan ik vakantiedagen laten uitbetalen?");
    expect(prompt).not.toContain("Hoe meld ik me ziek?");
    pick = "0";
    const none = await ask(question);
    expect(none).toMatchObject({ handover: true, offered: [], sources: [] });
    expect(none.explanation.parts[0].reason).toBe(nl.assistant.reasonModelRejected);
    rejects = null;
  });
});

// A follow-up ("kan ik die laten uitbetalen?") does not say what it is about: the model is
// shown the employee's message before it, as the search was.
describe("with an LLM, a follow-up", () => {
  const before = "ik heb nog 5 vakantiedagen over";
  const { ask, fake } = withFakeLlm(
    [payOut, sick],
    // A model that can only judge the question with the message before it.
    (req) => {
      const user = req.messages[1]?.content ?? "";
      const knows = user.includes(`Eerder bericht van de medewerker: ${before}`);
      if (req.messages[0]?.content.includes("controleert")) return { content: knows ? "JA" : "NEE" };
      return { content: "ONBEKEND" };
    },
  );

  it("checks the answer with the employee's earlier message", async () => {
    const reply = await ask("krijg ik die uitbetaald?", undefined, before);
    expect(reply.handover).toBe(false);
    expect(reply.sources.map((s) => s.id)).toEqual(["faq-vakgeld"]);
    const check = fake().requests.findLast((r) => r.messages[0]?.content.includes("controleert"));
    expect(check?.messages[1]?.content).toMatch(
      /^Vraag: krijg ik die uitbetaald\?\n\nEerder bericht van de medewerker: /,
    );
  });
});
