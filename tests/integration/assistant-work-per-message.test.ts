import { randomUUID } from "node:crypto";
import diagnostics from "node:diagnostics_channel";
import { Kysely } from "kysely";
import { PostgresJSDialect } from "kysely-postgres-js";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, amsterdamDay } from "../../common/analytics/period.ts";
import { secretBox } from "../../server/crypto/secret-box.ts";
import type { Database } from "../../server/db/types.ts";
import { retrievalChannel } from "../../server/knowledge/answer/retrieval-channel.ts";
import { answerInOrder } from "../../server/whatsapp/assistant/answer-in-order.ts";
import type { AssistantDeps } from "../../server/whatsapp/assistant/answer-message.ts";
import { type Stack, startStack } from "../support/stack.ts";

// What answering one message costs the worker: the database statements it runs and the times
// it ranks a text against the knowledge base, for a handful of everyday messages. Each one is
// answered by the job's own function (answerInOrder) on a database connection that counts
// its statements; a figure that grows means a message is looked up or read twice again.
let app: Stack;
let client: postgres.Sql;
let deps: AssistantDeps;
let statements: string[] = [];
let retrievals = 0;
const countRetrieval = () => retrievals++;
// Two organisations of this file's own (no sign-up: the assistant needs no members).
const plain = randomUUID();
const fleks = randomUUID();

const FAQS = [
  ["Hoeveel vakantiedagen heb ik per jaar?", "Bij een fulltime contract heb je 25 vakantiedagen per jaar."],
  ["Hoe vraag ik vakantie aan?", "Vakantie vraag je aan in de app onder 'Verlof'."],
  ["Wanneer wordt de reiskostenvergoeding uitbetaald?", "De reiskostenvergoeding komt elke maand met je salaris."],
  ["Hoe meld ik me ziek?", "Bel vóór 07:00 je consulent; een WhatsApp-bericht is geen ziekmelding."],
  ["Waar kan ik mijn rooster zien?", "Je rooster staat in de app onder 'Mijn diensten'."],
];

let phones = 0;
/** A test conversation ("Test de assistent": its replies never leave the dashboard). */
async function conversation(org: string, employee: string | null = null): Promise<string> {
  const id = randomUUID();
  const phone = `+3169${String(7_000_000 + ++phones).slice(-7)}`;
  // Verified a moment ago: the gate lets the question through, as for an employee who proved who they are.
  await app.sql`insert into conversations (id, organization_id, customer_phone, is_test, employee_id, verified_until)
    values (${id}, ${org}, ${phone}, true, ${employee}, now() + interval '10 minutes')`;
  return id;
}
/** An employee's message, `ago` seconds ago, waiting for the assistant (its job is this test's call). */
async function inbound(org: string, conversationId: string, body: string, ago: number): Promise<string> {
  const id = randomUUID();
  await app.sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status, created_at)
    values (${id}, ${org}, ${conversationId}, 'inbound', ${body}, 'received', now() - make_interval(secs => ${ago}))`;
  // Dispatched: no job of the shared stack's worker answers it before this test does.
  await app.sql`insert into system.assistant_outbox (message_id, conversation_id, dispatched) values (${id}, ${conversationId}, true)`;
  return id;
}
/** Answers the message as its job does and returns the reply with what it cost. */
async function answer(conversationId: string, messageId: string) {
  statements = [];
  retrievals = 0;
  await answerInOrder(deps, conversationId, messageId);
  const cost = {
    queries: statements.length,
    knowledgeReads: statements.filter((s) => s.includes("knowledge_versions")).length,
    retrievals,
  };
  const [reply] = await app.sql<{ message_body: string }[]>`select message_body from whatsapp_messages
    where conversation_id = ${conversationId} and direction = 'outbound' order by created_at desc limit 1`;
  console.log(JSON.stringify({ reply: reply?.message_body, cost, statements }));
  return { reply: reply?.message_body ?? "", cost };
}

beforeAll(async () => {
  app = await startStack();
  client = postgres(app.databaseUrl, { max: 4, onnotice: () => {} });
  const db = new Kysely<Database>({
    dialect: new PostgresJSDialect({ postgres: client }),
    log: (event) => {
      if (event.level === "query") statements.push(event.query.sql);
    },
  });
  deps = {
    db,
    box: secretBox({ appSecret: "work-per-message" }, "twilio-credentials"),
    publicUrl: app.url,
    llm: null,
    embedder: null,
  };
  diagnostics.subscribe(retrievalChannel.name, countRetrieval);
  await app.sql`insert into organizations (id, name, verification_required, verification_methods)
    values (${plain}, 'Kosten per bericht', false, '["email"]'), (${fleks}, 'Kosten per dienstvraag', true, '["email"]')`;
  for (const org of [plain, fleks])
    for (const [question, answer] of FAQS)
      await app.sql`insert into faqs (id, organization_id, question, answer) values (gen_random_uuid(), ${org}, ${question}, ${answer})`;
  // The second has Fleks connected, 'Diensten' on, and an employee with a shift tomorrow.
  await app.sql`insert into external_integrations (id, organization_id, name, integration_type, provider, api_endpoint, api_key_encrypted)
    values (gen_random_uuid()::text, ${fleks}, 'Fleks', 'staffing', 'Fleks', 'https://api.fleks.works', 'sealed')`;
  await app.sql`update organizations set chatbot_data_access = ${app.sql.json({ employees: true, jobs: true, shifts: true })}
    where id = ${fleks}`;
  await app.sql`insert into fleks_jobs (organization_id, uuid, title, client_name, city, content_hash)
    values (${fleks}, 'job-1', 'Magazijnmedewerker', 'Bakkerij Jansen', 'Utrecht', 'h')`;
  const tomorrow = addDays(amsterdamDay(new Date()), 1);
  await app.sql`insert into fleks_shifts (organization_id, uuid, job_uuid, assignee_uuid, start_at, end_at, status, content_hash)
    values (${fleks}, gen_random_uuid()::text, 'job-1', 'fl-kim',
      (cast(${tomorrow} as date) + time '08:00') at time zone 'Europe/Amsterdam',
      (cast(${tomorrow} as date) + time '16:30') at time zone 'Europe/Amsterdam', 'filled', 'h')`;
  // Each organisation's knowledge read once, as a worker that answered it before has it.
  for (const org of [plain, fleks]) {
    const c = await conversation(org);
    await answer(c, await inbound(org, c, "Hoeveel vakantiedagen heb ik per jaar?", 120));
  }
});
afterAll(async () => {
  diagnostics.unsubscribe(retrievalChannel.name, countRetrieval);
  await client?.end();
  await app?.stop();
});

describe("what answering one message costs", () => {
  it("a plain FAQ question, a follow-up, a short first piece, a sick report, two questions, a message while HR has one, an own shift", async () => {
    const costs: Record<string, { queries: number; knowledgeReads: number; retrievals: number }> = {};

    const faq = await conversation(plain);
    const asked = await answer(faq, await inbound(plain, faq, "Hoeveel vakantiedagen heb ik per jaar?", 60));
    expect(asked.reply).toContain("25 vakantiedagen");
    costs.faq = asked.cost;

    const followUp = await answer(faq, await inbound(plain, faq, "en hoe vraag ik die aan?", 30));
    // Read with the question before it: it is about taking holiday (answered, or offered with its neighbour).
    expect(followUp.reply).toContain("vakantie aan");
    costs.followUp = followUp.cost;

    const piece = await conversation(plain);
    const short = await answer(piece, await inbound(plain, piece, "vakantiedagen", 30));
    expect(short.reply).toContain("25 vakantiedagen");
    costs.shortFirstPiece = short.cost;

    const ill = await conversation(plain);
    const sick = await answer(ill, await inbound(plain, ill, "ik ben ziek", 30));
    expect(sick.reply).toContain("Bel vóór 07:00");
    costs.sick = sick.cost;

    const two = await conversation(plain);
    const both = await answer(
      two,
      await inbound(
        plain,
        two,
        "Hoeveel vakantiedagen heb ik per jaar? En wanneer wordt de reiskostenvergoeding uitbetaald?",
        30,
      ),
    );
    expect(both.reply).toContain("25 vakantiedagen");
    expect(both.reply).toContain("elke maand met je salaris");
    costs.twoQuestions = both.cost;

    // A question nothing answers went to HR; then the employee writes "hallo??" and waits.
    const waiting = await conversation(plain);
    const unanswered = await answer(
      waiting,
      await inbound(plain, waiting, "Mag mijn hond mee naar de bouwplaats?", 60),
    );
    expect(unanswered.cost.queries).toBeGreaterThan(0);
    const hello = await answer(waiting, await inbound(plain, waiting, "hallo??", 30));
    expect(hello.reply).toMatch(/HR/);
    costs.whileAwaitingHr = hello.cost;

    const [kim] = await app.sql<
      { id: string }[]
    >`insert into employees (id, organization_id, first_name, phone_number, email, external_source, external_id)
      values (gen_random_uuid(), ${fleks}, 'Kim', '+31697999999', 'kim@kosten.nl', 'fleks', 'fl-kim') returning id`;
    const shifts = await conversation(fleks, kim.id);
    const own = await answer(shifts, await inbound(fleks, shifts, "heb ik morgen een dienst?", 30));
    expect(own.reply).toContain("08:00–16:30");
    costs.ownShift = own.cost;

    console.log(JSON.stringify(costs));
    expect(costs).toEqual({});
  }, 60_000);
});
