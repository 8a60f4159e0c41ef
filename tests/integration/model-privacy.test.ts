import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeEmbeddings } from "../fakes/llm/fake-embeddings-server.ts";
import { type FakeReply, startFakeOpenAi } from "../fakes/llm/fake-openai-server.ts";
import type { FakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import type { Owner, Stack } from "../support/stack.ts";
import { replyTo, saveTwilioCredentials, startStackWithTwilio, type TwilioAccount } from "../support/twilio.ts";
import { eventually } from "../support/zero-client.ts";

// What the model APIs receive and what it costs an employee when they misbehave, seen from
// outside: the fake chat and embeddings servers record every request body, the fake Twilio
// every reply. The whole stack runs (app and worker), with a reply budget of 2.5 s.
let app: Stack;
let chat: Awaited<ReturnType<typeof startFakeOpenAi>>;
let vectors: Awaited<ReturnType<typeof startFakeEmbeddings>>;
let twilio: FakeTwilio;
let owner: Owner;
let account: TwilioAccount;
let failure: FakeReply | null = null;
const SENDER = "+3197010000071";
const BUDGET_MS = 2500;
const BSN = "111222333";
const IBAN = "NL91ABNA0417164300";

const say = (from: string, body: string) => replyTo(twilio, app.url, owner.org, account, { from, to: SENDER, body });
const chatSent = (from: number) => JSON.stringify(chat.requests.slice(from).map((r) => r.messages));
const embedded = (from: number) => JSON.stringify(vectors.requests.slice(from).map((r) => r.input));

beforeAll(async () => {
  chat = await startFakeOpenAi({ apiKey: "sk-j2" });
  chat.setReply((req) => {
    if (failure) return failure;
    const system = req.messages[0]?.content ?? "";
    if (system.includes("herschrijft")) return { content: req.messages[1]?.content ?? "" };
    if (system.includes("controleert")) return { content: "JA" };
    if (system.includes("kiest")) return { content: "0" };
    return { content: "Kort gezegd: zie de personeelsgids." };
  });
  vectors = await startFakeEmbeddings({ concepts: {}, apiKey: "emb-j2" });
  ({ twilio, app } = await startStackWithTwilio({
    fakes: [chat, vectors],
    env: {
      LLM_BASE_URL: chat.baseUrl,
      LLM_API_KEY: "sk-j2",
      LLM_MODEL: "fake",
      LLM_REPLY_BUDGET_MS: String(BUDGET_MS),
      EMBEDDINGS_BASE_URL: vectors.baseUrl,
      EMBEDDINGS_API_KEY: "emb-j2",
      EMBEDDINGS_MODEL: "fake-embed",
    },
  }));
  owner = await app.signUpOwner("modellen@a.nl", "Mo Model");
  account = twilio.createAccount();
  await saveTwilioCredentials(app, owner, owner.org, account, SENDER);
  await app.sql`insert into faqs (id, organization_id, question, answer) values
    (gen_random_uuid(), ${owner.org}, 'Hoeveel vakantiedagen heb ik per jaar?', 'Bij een fulltime contract heb je 25 vakantiedagen per jaar.'),
    (gen_random_uuid(), ${owner.org}, 'Kan ik vakantiedagen laten uitbetalen?', 'Vakantiedagen boven het wettelijke minimum betalen we in december uit.'),
    (gen_random_uuid(), ${owner.org}, 'Wanneer krijg ik mijn loon?', 'Je loon staat elke vrijdag op je rekening.'),
    (gen_random_uuid(), ${owner.org}, 'Hoe meld ik me ziek?', 'Bel voor 07:00 uur de planning.')`;
  const up = await app.upload(
    owner,
    owner.org,
    "personeelsgids.md",
    "# Loon\n\nJe loon wordt elke vrijdag betaald. Een loonstrook staat in de app.\n",
    "text/markdown",
  );
  const id = up.body.documents?.[0].id as string;
  await eventually(
    async () =>
      (await app.sql`select processing_status from documents where id = ${id}`)[0].processing_status === "completed",
    30_000,
  );
  // The worker embeds the knowledge (a trigger queues it): questions are embedded only then.
  await eventually(
    async () =>
      Number(
        (await app.sql`select count(*) as n from system.knowledge_embeddings where organization_id = ${owner.org}`)[0]
          .n,
      ) >= 4,
    30_000,
  );
}, 180_000);
afterAll(async () => {
  await app?.stop();
});

describe("what the model APIs receive", () => {
  it("gets no BSN or IBAN from 'Test de kennisbank' or 'Genereer met AI'", async () => {
    const [c, v] = [chat.requests.length, vectors.requests.length];
    const search = await app.api(owner, owner.org, "POST", "knowledge/search", {
      question: `mijn bsn is ${BSN} en iban ${IBAN}, wanneer krijg ik mijn loon?`,
    });
    expect(search.status).toBe(200);
    const draft = await app.api(owner, owner.org, "POST", "faq-assist", {
      action: "answer",
      question: `bsn ${BSN}: wanneer wordt mijn loon betaald?`,
      mode: "reformulate",
    });
    expect(draft.status).toBe(200);
    expect(embedded(v)).toContain("wanneer krijg ik mijn loon?");
    // The model words the source for 'Genereer met AI'; the question never reaches it.
    expect(chat.requests.length).toBeGreaterThan(c);
    for (const sent of [embedded(v), chatSent(c)]) {
      expect(sent).not.toContain(BSN);
      expect(sent).not.toContain(IBAN);
    }
  });

  it("gets no passport number written over WhatsApp, and it is not stored either", async () => {
    const [c, v] = [chat.requests.length, vectors.requests.length];
    const phone = "+31620007301";
    await say(phone, "Mijn paspoortnummer is NX1234567, wanneer krijg ik mijn loon?");
    for (const sent of [embedded(v), chatSent(c)]) expect(sent).not.toContain("NX1234567");
    const stored = await app.sql`select m.message_body from whatsapp_messages m
      join conversations c on c.id = m.conversation_id
      where c.organization_id = ${owner.org} and c.customer_phone = ${phone} and m.direction = 'inbound'`;
    expect(stored.map((m) => m.message_body)).toEqual([
      "Mijn paspoortnummer is [documentnummer verwijderd], wanneer krijg ik mijn loon?",
    ]);
  });

  it("gets nothing of a sick report: the procedure needs no model", async () => {
    const [c, v] = [chat.requests.length, vectors.requests.length];
    const reply = await say("+31640000001", "ik ben ziek, heb griep en koorts");
    expect(reply).toContain("Bel voor 07:00 uur de planning.");
    expect(chat.requests.length).toBe(c);
    expect(embedded(v)).not.toMatch(/griep|koorts|ziek/);
  });

  it("gets only the question of a longer message to embed, not what was written beside it", async () => {
    const v = vectors.requests.length;
    await say(
      "+31640000002",
      "hoeveel vakantiedagen heb ik per jaar? tel 06-12345678. mijn collega Pieter de Vries heeft kanker",
    );
    expect(embedded(v)).toContain("hoeveel vakantiedagen heb ik per jaar?");
    expect(embedded(v)).not.toMatch(/kanker|Pieter|12345678/);
  });
});

describe("a model that fails or is slow", () => {
  it("shows in /api/health, with the status, once the key is refused", async () => {
    failure = { status: 401 };
    try {
      // 'Genereer met AI' runs in the app server: its client meets the 401.
      await app.api(owner, owner.org, "POST", "faq-assist", {
        action: "answer",
        question: "wanneer wordt mijn loon betaald?",
        mode: "reformulate",
      });
      const health = await (await fetch(`${app.url}/api/health`)).json();
      expect(health.status).toBe("ok");
      expect(health.models.llm).toMatchObject({ state: "failing", lastFailure: "401" });
      expect(Date.parse(health.models.llm.failingSince)).toBeGreaterThan(Date.now() - 60_000);
      expect(health.models.embeddings).toMatchObject({ state: "ok" });
    } finally {
      failure = null;
    }
  });

  it("costs an employee at most the reply's budget, and the reply is the one without a model", async () => {
    const question = "hoeveel vrij";
    // Without a model (every call refused at once, for its content: no count toward the
    // breaker, so the slow model below is asked): the scorer's reply.
    failure = { status: 400, code: "content_filter" };
    const withoutModel = await say("+31640000003", question);
    failure = null;
    chat.setDelay(45_000);
    try {
      const sent = chat.requests.length;
      const started = Date.now();
      const slow = await say("+31640000004", question);
      expect(Date.now() - started).toBeLessThan(BUDGET_MS + 3000);
      expect(chat.requests.length).toBeGreaterThan(sent);
      expect(slow).toBe(withoutModel);
    } finally {
      chat.setDelay(0);
    }
  });

  it("shows in /api/health what the worker met answering WhatsApp (through its heartbeat)", async () => {
    vectors.setFailing(true);
    try {
      expect(await say("+31640000005", "wanneer krijg ik mijn loon?")).toContain("elke vrijdag");
      await eventually(async () => {
        const health = await (await fetch(`${app.url}/api/health`)).json();
        return health.models.embeddings?.state === "failing" && health.models.embeddings.lastFailure === "500";
      }, 15_000);
    } finally {
      vectors.setFailing(false);
    }
  });
});
