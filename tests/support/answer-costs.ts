import { randomUUID } from "node:crypto";
import diagnostics from "node:diagnostics_channel";
import { Kysely } from "kysely";
import { PostgresJSDialect } from "kysely-postgres-js";
import postgres from "postgres";
import { addDays, amsterdamDay } from "../../common/analytics/period.ts";
import { secretBox } from "../../server/crypto/secret-box.ts";
import type { Database } from "../../server/db/types.ts";
import { retrievalChannel } from "../../server/knowledge/answer/retrieval-channel.ts";
import { answerInOrder } from "../../server/whatsapp/assistant/answer-in-order.ts";

/** What answering one message cost: database statements, of them reads of the knowledge's versions, and rankings. */
export type AnswerCost = { queries: number; knowledgeReads: number; retrievals: number };
/** The everyday messages measured, each with its reply and cost. */
export type AnswerCosts = Record<
  "faq" | "followUp" | "shortFirstPiece" | "sick" | "twoQuestions" | "whileAwaitingHr" | "ownShift",
  { reply: string; cost: AnswerCost; statements: string[] }
>;

const FAQS = [
  ["Hoeveel vakantiedagen heb ik per jaar?", "Bij een fulltime contract heb je 25 vakantiedagen per jaar."],
  ["Hoe vraag ik vakantie aan?", "Vakantie vraag je aan in de app onder 'Verlof'."],
  ["Wanneer wordt de reiskostenvergoeding uitbetaald?", "De reiskostenvergoeding komt elke maand met je salaris."],
  ["Hoe meld ik me ziek?", "Bel vóór 07:00 je consulent; een WhatsApp-bericht is geen ziekmelding."],
  ["Waar kan ik mijn rooster zien?", "Je rooster staat in de app onder 'Mijn diensten'."],
];

/**
 * Answers a handful of everyday messages with the job's own function (answerInOrder) on a
 * database connection that counts its statements, and counts the rankings of a text against
 * the knowledge (retrievalChannel). Two organisations of its own are made in the database at
 * `databaseUrl` (no sign-up: the assistant needs no members); each conversation is a test
 * conversation, whose replies never leave the dashboard, and each message's outbox row is
 * stored as dispatched, so no worker of a running app answers it first.
 */
export async function measureAnswerCosts(databaseUrl: string): Promise<AnswerCosts> {
  const sql = postgres(databaseUrl, { max: 4, onnotice: () => {} });
  let statements: string[] = [];
  let retrievals = 0;
  const countRetrieval = () => retrievals++;
  const db = new Kysely<Database>({
    dialect: new PostgresJSDialect({ postgres: sql }),
    log: (event) => {
      if (event.level === "query") statements.push(event.query.sql);
    },
  });
  const deps = {
    db,
    box: secretBox({ appSecret: "answer-costs" }, "twilio-credentials"),
    publicUrl: "http://localhost",
    llm: null,
    embedder: null,
  };
  const plain = randomUUID();
  const fleks = randomUUID();
  let phones = 0;
  const conversation = async (org: string, employee: string | null = null) => {
    const id = randomUUID();
    const phone = `+3169${String(Math.floor(Math.random() * 9_000_000) + 1_000_000 + ++phones).slice(-7)}`;
    // Verified a moment ago: the gate lets the question through, as for an employee who proved who they are.
    await sql`insert into conversations (id, organization_id, customer_phone, is_test, employee_id, verified_until)
      values (${id}, ${org}, ${phone}, true, ${employee}, now() + interval '10 minutes')`;
    return id;
  };
  const inbound = async (org: string, conversationId: string, body: string, ago: number) => {
    const id = randomUUID();
    await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status, created_at)
      values (${id}, ${org}, ${conversationId}, 'inbound', ${body}, 'received', now() - make_interval(secs => ${ago}))`;
    await sql`insert into system.assistant_outbox (message_id, conversation_id, dispatched) values (${id}, ${conversationId}, true)`;
    return id;
  };
  const answer = async (org: string, conversationId: string, body: string, ago: number) => {
    const messageId = await inbound(org, conversationId, body, ago);
    statements = [];
    retrievals = 0;
    await answerInOrder(deps, conversationId, messageId);
    const cost = {
      queries: statements.length,
      knowledgeReads: statements.filter((s) => s.includes("knowledge_versions")).length,
      retrievals,
    };
    const [reply] = await sql<{ message_body: string }[]>`select message_body from whatsapp_messages
      where conversation_id = ${conversationId} and direction = 'outbound' order by created_at desc limit 1`;
    return { reply: reply?.message_body ?? "", cost, statements };
  };

  diagnostics.subscribe(retrievalChannel.name, countRetrieval);
  try {
    await sql`insert into organizations (id, name, verification_required, verification_methods)
      values (${plain}, 'Kosten per bericht', false, '["email"]'), (${fleks}, 'Kosten per dienstvraag', true, '["email"]')`;
    for (const org of [plain, fleks])
      for (const [question, answer] of FAQS)
        await sql`insert into faqs (id, organization_id, question, answer) values (gen_random_uuid(), ${org}, ${question}, ${answer})`;
    // The second has Fleks connected, 'Diensten' on, verification wanted, and an employee with a shift tomorrow.
    await sql`insert into external_integrations (id, organization_id, name, integration_type, provider, api_endpoint, api_key_encrypted)
      values (gen_random_uuid()::text, ${fleks}, 'Fleks', 'staffing', 'Fleks', 'https://api.fleks.works', 'sealed')`;
    await sql`update organizations set chatbot_data_access = ${sql.json({ employees: true, jobs: true, shifts: true })}
      where id = ${fleks}`;
    await sql`insert into fleks_jobs (organization_id, uuid, title, client_name, city, content_hash)
      values (${fleks}, 'job-1', 'Magazijnmedewerker', 'Bakkerij Jansen', 'Utrecht', 'h')`;
    const tomorrow = addDays(amsterdamDay(new Date()), 1);
    const weekday = (day: string) =>
      new Intl.DateTimeFormat("nl-NL", { weekday: "long", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
    await sql`insert into fleks_shifts (organization_id, uuid, job_uuid, assignee_uuid, start_at, end_at, status, content_hash)
      values (${fleks}, gen_random_uuid()::text, 'job-1', 'fl-kim',
        (cast(${tomorrow} as date) + time '08:00') at time zone 'Europe/Amsterdam',
        (cast(${tomorrow} as date) + time '16:30') at time zone 'Europe/Amsterdam', 'filled', 'h')`;
    const [kim] = await sql<
      { id: string }[]
    >`insert into employees (id, organization_id, first_name, phone_number, email, external_source, external_id)
      values (gen_random_uuid(), ${fleks}, 'Kim', ${`+3169${String(Date.now()).slice(-7)}`}, 'kim@kosten.nl', 'fleks', 'fl-kim') returning id`;
    // Each organisation's knowledge read once, as a worker that answered it before has it.
    for (const org of [plain, fleks]) await answer(org, await conversation(org), FAQS[0][0], 120);

    const faq = await conversation(plain);
    const waiting = await conversation(plain);
    // A question nothing answers goes to HR; then the employee writes "hallo??" and waits.
    await answer(plain, waiting, "Mag mijn hond mee naar de bouwplaats?", 60);
    return {
      faq: await answer(plain, faq, FAQS[0][0], 60),
      followUp: await answer(plain, faq, "en hoe vraag ik die aan?", 30),
      shortFirstPiece: await answer(plain, await conversation(plain), "vakantiedagen", 30),
      sick: await answer(plain, await conversation(plain), "ik ben ziek", 30),
      twoQuestions: await answer(
        plain,
        await conversation(plain),
        "Hoeveel vakantiedagen heb ik per jaar? En wanneer wordt de reiskostenvergoeding uitbetaald?",
        30,
      ),
      whileAwaitingHr: await answer(plain, waiting, "hallo??", 30),
      // Tomorrow by its weekday: "morgen" means the day just begun between midnight and 05:00.
      ownShift: await answer(fleks, await conversation(fleks, kim.id), `heb ik ${weekday(tomorrow)} een dienst?`, 30),
    };
  } finally {
    diagnostics.unsubscribe(retrievalChannel.name, countRetrieval);
    await db.destroy();
  }
}
