import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultReply, startFakeOpenAi } from "../fakes/llm/fake-openai-server.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { eventually, type TestUser } from "../support/zero-client.ts";

let app: Stack;
let llm: Awaited<ReturnType<typeof startFakeOpenAi>>;
let owner: Owner; // organisation A
let outsider: Owner; // organisation B
let colleague: TestUser; // plain member of A

const handbook = `# Verlof

Medewerkers met een fulltime contract hebben recht op 25 vakantiedagen per jaar.
Vakantie vraag je minimaal twee weken vooraf aan via je leidinggevende.

## Veelgestelde vragen

Mag ik thuiswerken? Ja, twee dagen per week in overleg met je leidinggevende.

## Reiskosten

Je krijgt 23 cent per kilometer voor woon-werkverkeer. Declareren doe je maandelijks.
`;

type AssistBody = {
  hasDocuments?: boolean;
  withheld?: boolean;
  suggestions?: Array<{ question: string; answer?: string; confidence: number }>;
  answer?: string;
  source?: string;
  by?: string;
  error?: { code: string; title: string; description?: string };
};

const assist = (user: TestUser, organizationId: string, body: unknown) =>
  app.api<AssistBody>(user, organizationId, "POST", "faq-assist", body);

beforeAll(async () => {
  llm = await startFakeOpenAi({ apiKey: "sk-test-123" });
  app = await startStack({
    env: { LLM_BASE_URL: llm.baseUrl, LLM_API_KEY: "sk-test-123", LLM_MODEL: "hr-test-model" },
    fakes: [llm],
  });
  owner = await app.signUpOwner("faq@a.nl", "Fay Faq");
  outsider = await app.signUpOwner("buiten@b.nl", "Bert Buiten");
  colleague = await app.signUpMember(owner.org, "collega@a.nl", "Cor Collega");

  expect((await assist(owner, owner.org, { action: "documents-summary" })).body).toEqual({
    hasDocuments: false,
    withheld: false,
  });
  const up = await app.upload(owner, owner.org, "personeelsgids.md", handbook, "text/markdown");
  const id = up.body.documents?.[0].id as string;
  await eventually(
    async () =>
      (await app.sql`select processing_status from documents where id = ${id}`)[0].processing_status === "completed",
    20_000,
  );
});
afterAll(async () => {
  await app?.stop();
});

describe("faq-assist", () => {
  it("documents-summary says whether the organisation has processed documents", async () => {
    expect((await assist(owner, owner.org, { action: "documents-summary" })).body).toEqual({
      hasDocuments: true,
      withheld: false,
    });
  });

  it("'exact' drafts the answer verbatim from the document, names it, and needs no LLM", async () => {
    const before = llm.requests.length;
    const r = await assist(owner, owner.org, {
      action: "answer",
      question: "Hoeveel vakantiedagen krijg ik?",
      mode: "exact",
    });
    expect(r.status).toBe(200);
    expect(r.body.answer).toBe(
      "Medewerkers met een fulltime contract hebben recht op 25 vakantiedagen per jaar. " +
        "Vakantie vraag je minimaal twee weken vooraf aan via je leidinggevende.\n\nBron: personeelsgids",
    );
    expect(r.body.source).toBe("personeelsgids");
    expect(llm.requests.length).toBe(before);
  });

  it("'reformulate' has the configured LLM rewrite the retrieved sources", async () => {
    // The model confirms its wording says only what the source says.
    llm.setReply((req) =>
      req.messages[0]?.content.startsWith("Je vergelijkt") ? { content: "JA" } : defaultReply(req),
    );
    const r = await assist(owner, owner.org, {
      action: "answer",
      question: "Wat is de kilometervergoeding?",
      mode: "reformulate",
    });
    expect(r.body.by).toBe("llm");
    expect(r.body.answer).toBe(
      "Kort gezegd: Je krijgt 23 cent per kilometer voor woon-werkverkeer.\n\nBron: personeelsgids",
    );
    const sent = llm.requests.findLast((req) => !req.messages[0]?.content.startsWith("Je vergelijkt"));
    expect(sent?.model).toBe("hr-test-model");
    expect(sent?.authorization).toBe("Bearer sk-test-123");
    expect(sent?.messages.at(-1)?.content).toContain("23 cent per kilometer");
    expect(sent?.messages[0].content).toContain("Voeg geen feiten");
  });

  it("discards a rewrite that states a number the sources do not, and an LLM failure, for the verbatim draft", async () => {
    llm.setReply(() => ({ content: "Je krijgt 30 cent per kilometer." }));
    const invented = await assist(owner, owner.org, {
      action: "answer",
      question: "kilometervergoeding",
      mode: "reformulate",
    });
    expect(invented.body.by).toBe("extract");
    expect(invented.body.answer).toContain("23 cent per kilometer");
    expect(invented.body.answer).not.toContain("30 cent");
    llm.setReply(() => ({ status: 500 }));
    const failed = await assist(owner, owner.org, {
      action: "answer",
      question: "kilometervergoeding",
      mode: "reformulate",
    });
    expect(failed.status).toBe(200);
    expect(failed.body.by).toBe("extract");
  });

  it("says it could not generate an answer when the documents hold nothing on the question", async () => {
    const r = await assist(owner, owner.org, {
      action: "answer",
      question: "Wat is het wifi-wachtwoord?",
      mode: "exact",
    });
    expect(r.status).toBe(404);
    expect(r.body.error?.title).toBe("Kon antwoord niet genereren");
  });

  it("suggests questions the documents answer, best first, and drops those that are FAQs already", async () => {
    llm.setReply((req) => {
      const questions = JSON.parse(req.messages.at(-1)?.content ?? "[]") as string[];
      return { content: JSON.stringify(questions.map((q) => `LLM: ${q}`)) };
    });
    const first = await assist(owner, owner.org, { action: "suggest" });
    const suggestions = first.body.suggestions ?? [];
    expect(suggestions[0]).toEqual({
      question: "LLM: Mag ik thuiswerken?",
      answer: "Ja, twee dagen per week in overleg met je leidinggevende.",
      confidence: 0.85,
    });
    expect(suggestions.map((s) => s.question)).toContain("LLM: Wat is er geregeld over reiskosten?");
    const confidences = suggestions.map((s) => s.confidence);
    expect(confidences).toEqual([...confidences].sort((a, b) => b - a));
    for (const c of confidences) expect(c > 0 && c <= 1).toBe(true);

    llm.setReply(() => ({ content: "geen json" }));
    await app.sql`insert into faqs (id, organization_id, question, answer) values (gen_random_uuid(), ${owner.org}, 'Mag ik thuiswerken?', 'Ja.')`;
    const after = (await assist(owner, owner.org, { action: "suggest" })).body.suggestions ?? [];
    expect(after.map((s) => s.question)).not.toContain("Mag ik thuiswerken?");
    // An unusable LLM reply keeps the heuristic questions.
    expect(after.map((s) => s.question)).toContain("Wat is er geregeld over reiskosten?");

    // A word many passages share is a topic when it names a thing, not a manner or amount.
    const paragraph = (n: number) =>
      `# Deel ${n}\n\nDe fietsvergoeding is maximaal een vast bedrag per maand, deel ${n} van de regeling.`;
    const up = await app.upload(
      owner,
      owner.org,
      "fietsregeling.md",
      [1, 2, 3].map(paragraph).join("\n\n"),
      "text/markdown",
    );
    const doc = up.body.documents?.[0].id as string;
    await eventually(
      async () =>
        (await app.sql`select processing_status from documents where id = ${doc}`)[0].processing_status === "completed",
      20_000,
    );
    const topics = ((await assist(owner, owner.org, { action: "suggest" })).body.suggestions ?? []).map(
      (s) => s.question,
    );
    expect(topics).toContain("Wat moet ik weten over fietsvergoeding?");
    expect(topics).not.toContain("Wat moet ik weten over maximaal?");

    // A numbered section is suggested by its words, with all of its text; the title is no subject.
    const numbered =
      "# Bakkerhandboek Vos\n\nWelkom bij de bakkerij.\n\n## 2. Toeslagen\n- Vroege uren: 25% toeslag.\n" +
      "- Zaterdag na 18:00 uur: 30% toeslag.\n- Zondag: 50% toeslag.\n- Erkende feestdagen: 100% toeslag.\n\n" +
      "## 3. Ziekte\nMeld je ziek voor 07:00 uur.";
    const second = await app.upload(owner, owner.org, "bakkerhandboek.md", numbered, "text/markdown");
    const secondId = second.body.documents?.[0].id as string;
    await eventually(
      async () =>
        (await app.sql`select processing_status from documents where id = ${secondId}`)[0].processing_status ===
        "completed",
      20_000,
    );
    const fromSections = (await assist(owner, owner.org, { action: "suggest" })).body.suggestions ?? [];
    const rates = fromSections.find((s) => s.question === "Wat is er geregeld over toeslagen?");
    for (const rate of ["25%", "30%", "50%", "100%"]) expect(rates?.answer).toContain(rate);
    expect(fromSections.map((s) => s.question).join("\n")).not.toMatch(/•|bakkerhandboek/i);
  });

  it("refuses non-admin members and other organisations, and validates the question", async () => {
    for (const body of [
      { action: "documents-summary" },
      { action: "suggest" },
      { action: "answer", question: "verlof" },
    ]) {
      expect((await assist(colleague, owner.org, body)).status).toBe(404);
      expect((await assist(outsider, owner.org, body)).status).toBe(404);
    }
    // Their own organisation has no documents: nothing of A's shows there.
    expect((await assist(outsider, outsider.org, { action: "documents-summary" })).body).toEqual({
      hasDocuments: false,
      withheld: false,
    });
    expect((await assist(outsider, outsider.org, { action: "suggest" })).body.suggestions).toEqual([]);
    const empty = await assist(owner, owner.org, { action: "answer", question: "  ", mode: "exact" });
    expect(empty).toEqual({ status: 400, body: { error: { code: "invalid_input", title: "Vul eerst een vraag in" } } });
  });
});
