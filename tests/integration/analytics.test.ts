import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { figuresOf, totalsOf } from "../../common/analytics/figures.ts";
import { addDays, amsterdamDay } from "../../common/analytics/period.ts";
import { nl } from "../../common/i18n/nl.ts";
import { mutators } from "../../common/zero/mutators.ts";
import { queries } from "../../common/zero/queries.ts";
import { conversationWith, dailyOf, type FixtureMessage, insertMessage } from "../support/analytics-fixture.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { eventually, type TestZero } from "../support/zero-client.ts";

// Every figure on a fixture with known answers, written through Postgres so the rollup
// triggers run as they do for the webhook, the assistant and the inbox. July: Amsterdam is
// UTC+2, so 23:30 UTC is already the next day there.
let app: Stack;
let owner: Owner;
let outsider: Owner;
let zo: TestZero;
let zx: TestZero;

const loonstrook = (question: string) => ({
  parts: [{ question, outcome: "handover", confidence: 0.2, chosen: null, runnerUp: null, matched: [], missing: [] }],
});

beforeAll(async () => {
  app = await startStack();
  owner = await app.signUpOwner(`analytics-${randomUUID()}@voorbeeld.nl`, "Eigenaar");
  outsider = await app.signUpOwner(`other-${randomUUID()}@voorbeeld.nl`, "Buiten");
  const { sql } = app;
  const org = owner.org;
  // Answered by the assistant alone: first response 10 s.
  const one = await conversationWith(sql, org, "+31600000001", [
    { at: "2026-07-14T08:00:00Z", direction: "inbound" },
    { at: "2026-07-14T08:00:10Z", direction: "outbound", replyTo: 0 },
  ]);
  // Handed over by the assistant (30 s), then a colleague answers.
  await conversationWith(sql, org, "+31600000002", [
    { at: "2026-07-14T09:00:00Z", direction: "inbound", body: "Waar vind ik mijn loonstrookje?" },
    {
      at: "2026-07-14T09:00:30Z",
      direction: "outbound",
      handover: true,
      replyTo: 0,
      explanation: loonstrook("Waar vind ik mijn loonstrookje?"),
    },
    { at: "2026-07-14T09:10:00Z", direction: "outbound", bot: false, body: "In de app onder Salaris." },
  ]);
  // 23:30 UTC = 01:30 on 15 July in Amsterdam. The assistant answers (20 s), then hands the
  // next question over: hand-over wins, the gesprek is not counted as answered by the bot.
  await conversationWith(sql, org, "+31600000003", [
    { at: "2026-07-14T23:30:00Z", direction: "inbound" },
    { at: "2026-07-14T23:30:20Z", direction: "outbound", replyTo: 0 },
    { at: "2026-07-14T23:40:00Z", direction: "inbound", body: "waar vind ik m'n loonstroken" },
    { at: "2026-07-14T23:40:05Z", direction: "outbound", handover: true, replyTo: 2 },
  ]);
  // 21:59 UTC = 23:59 on 14 July in Amsterdam; never answered.
  await conversationWith(sql, org, "+31600000005", [{ at: "2026-07-14T21:59:00Z", direction: "inbound" }]);
  // A simulator conversation: in no figure.
  await conversationWith(
    sql,
    org,
    "+31600000004",
    [
      { at: "2026-07-14T10:00:00Z", direction: "inbound", body: "Waar vind ik mijn loonstrookje?" },
      { at: "2026-07-14T10:00:01Z", direction: "outbound", handover: true, replyTo: 0 },
    ],
    { isTest: true },
  );
  // The first employee again two days later: a new gesprek, a colleague answers in 60 s.
  await insertMessage(sql, org, one.id, { at: "2026-07-16T08:00:00Z", direction: "inbound" });
  await insertMessage(sql, org, one.id, { at: "2026-07-16T08:01:00Z", direction: "outbound", bot: false });
  zo = await app.openZero(owner);
  // The mutators run on the client first: it needs the rows they read.
  zo.materialize(queries.conversations.ofOrganization({ organizationId: owner.org }));
  zo.materialize(queries.organizations.visible({ scope: "member" }));
  zo.materialize(queries.members.mine());
  zx = await app.openZero(outsider);
}, 240_000);
afterAll(async () => {
  await app?.stop();
});

const period = (from: string, to: string) => ({ organizationId: owner.org, from, to });

describe("analytics figures", () => {
  it("counts gesprekken, messages and outcomes per Amsterdam day, test conversations left out", async () => {
    expect(await dailyOf(app.sql, owner.org)).toEqual([
      {
        day: "2026-07-14",
        conversations_started: 3,
        handed_over: 1,
        bot_resolved: 1,
        messages_in: 3,
        messages_out: 3,
        bot_replies: 2,
        first_responses: 2,
      },
      {
        day: "2026-07-15",
        conversations_started: 1,
        handed_over: 1,
        bot_resolved: 0,
        messages_in: 2,
        messages_out: 2,
        bot_replies: 2,
        first_responses: 1,
      },
      {
        day: "2026-07-16",
        conversations_started: 1,
        handed_over: 1,
        bot_resolved: 0,
        messages_in: 1,
        messages_out: 1,
        bot_replies: 0,
        first_responses: 1,
      },
    ]);
  });

  it("starts a gesprek 24 hours after the employee's last message, whoever wrote since, and takes no template for a colleague's reply", async () => {
    const org = (await app.signUpOwner(`gesprek-${randomUUID()}@voorbeeld.nl`, "Telt Goed")).org;
    await conversationWith(app.sql, org, "+31600000071", [
      { at: "2026-11-10T09:00:00Z", direction: "inbound", body: "Vraag over mijn contract" },
      // A colleague answers 23 hours later: it does not keep the gesprek open for the employee.
      { at: "2026-11-11T08:00:00Z", direction: "outbound", bot: false },
      // 46 hours after the employee's last message: a new gesprek, unanswered so far.
      { at: "2026-11-12T07:00:00Z", direction: "inbound", body: "Nog een vraag over mijn contract" },
    ]);
    await conversationWith(app.sql, org, "+31600000072", [
      { at: "2026-11-10T10:00:00Z", direction: "inbound", body: "Hoeveel vakantiedagen?" },
      { at: "2026-11-10T10:00:02Z", direction: "outbound", replyTo: 0 },
      // The welcome goes out the same afternoon: the assistant still answered this gesprek.
      { at: "2026-11-10T15:00:00Z", direction: "outbound", template: `HX${"0".repeat(32)}` },
    ]);
    const days = await dailyOf(app.sql, org);
    expect(days.find((d) => d.day === "2026-11-10")).toMatchObject({
      conversations_started: 2,
      handed_over: 1,
      bot_resolved: 1,
      // The assistant's reply and the welcome; the colleague wrote the next day.
      messages_out: 2,
      first_responses: 2,
    });
    expect(days.find((d) => d.day === "2026-11-12")).toMatchObject({ conversations_started: 1, messages_in: 1 });
  });

  it("syncs the rollups to members through Zero, and the shares never add past 100%", async () => {
    const rows = await eventually(async () => {
      const r = await zo.run(queries.analytics.days(period("2026-07-14", "2026-07-16")), { type: "complete" });
      return r.length === 3 ? r : null;
    });
    const f = figuresOf(totalsOf(rows));
    expect(f.conversations_started).toBe(5);
    expect([f.messages_in, f.messages_out]).toEqual([6, 6]);
    expect(f.botResolvedShare).toBeCloseTo(1 / 5);
    expect(f.handoverShare).toBeCloseTo(3 / 5);
    const firstDayOnly = await zo.run(queries.analytics.days(period("2026-07-14", "2026-07-14")), { type: "complete" });
    expect(firstDayOnly.map((r) => r.day)).toEqual(["2026-07-14"]);
  });

  it("gives the median first response of the period and the one before", async () => {
    const twoDays = await app.api(owner, owner.org, "GET", "analytics/details?from=2026-07-14&to=2026-07-15");
    expect(twoDays.status).toBe(200);
    expect(twoDays.body.medianFirstResponseSeconds).toBe(20); // 10, 20, 30
    expect(twoDays.body.previousMedianFirstResponseSeconds).toBeNull();
    const threeDays = await app.api(owner, owner.org, "GET", "analytics/details?from=2026-07-14&to=2026-07-16");
    expect(threeDays.body.medianFirstResponseSeconds).toBe(25); // 10, 20, 30, 60
    const after = await app.api(owner, owner.org, "GET", "analytics/details?from=2026-07-17&to=2026-07-19");
    expect(after.body.previousMedianFirstResponseSeconds).toBe(25);
  });

  it("groups the handed-over questions, with the colleague's answer, and leaves test ones out", async () => {
    const { body } = await app.api(owner, owner.org, "GET", "analytics/details?from=2026-07-14&to=2026-07-15");
    expect(body.unanswered).toHaveLength(1);
    expect(body.unanswered[0]).toMatchObject({
      question: "waar vind ik m'n loonstroken",
      count: 2,
      staffAnswer: "In de app onder Salaris.",
      variants: ["Waar vind ik mijn loonstrookje?"],
    });
    // The 23:40 UTC question is 15 July in Amsterdam: not in a period that ends on the 14th.
    const day14 = await app.api(owner, owner.org, "GET", "analytics/details?from=2026-07-14&to=2026-07-14");
    expect(day14.body.unanswered.map((g: { count: number }) => g.count)).toEqual([1]);
  });

  it("refuses a malformed, reversed or future period, and shows another organisation nothing", async () => {
    expect((await app.api(owner, owner.org, "GET", "analytics/details?from=2026-07-15&to=2026-07-14")).status).toBe(
      400,
    );
    // Today in Amsterdam is the last day with figures; tomorrow is let through for a clock that runs ahead.
    const today = amsterdamDay(Date.now());
    const future = await app.api(owner, owner.org, "GET", `analytics/details?from=${today}&to=${addDays(today, 2)}`);
    expect(future).toEqual({
      status: 400,
      body: {
        error: { code: "invalid_input", title: nl.analytics.invalidPeriod, description: nl.analytics.period.future },
      },
    });
    expect(
      (await app.api(owner, owner.org, "GET", `analytics/details?from=${today}&to=${addDays(today, 1)}`)).status,
    ).toBe(200);
    expect((await app.api(owner, owner.org, "GET", "analytics/details?from=gisteren&to=2026-07-14")).status).toBe(400);
    expect((await app.api(outsider, owner.org, "GET", "analytics/details?from=2026-07-14&to=2026-07-15")).status).toBe(
      404,
    );
    expect(await zx.run(queries.analytics.days(period("2000-01-01", "2100-01-01")), { type: "complete" })).toEqual([]);
    expect(await dailyOf(app.sql, outsider.org)).toEqual([]);
  });

  it("counts a staff reply sent through the inbox and a take-over, but nothing from the simulator", async () => {
    const before = await dailyOf(app.sql, owner.org);
    const sim = await app.api(owner, owner.org, "POST", "assistant-test/messages", {
      phone: "+31600000009",
      message: "Hoeveel vakantiedagen heb ik?",
    });
    expect(sim.status).toBe(200);
    expect(await dailyOf(app.sql, owner.org)).toEqual(before);

    const now = new Date().toISOString();
    const { id } = await conversationWith(app.sql, owner.org, "+31600000010", [{ at: now, direction: "inbound" }]);
    await eventually(async () =>
      (await zo.run(queries.conversations.ofOrganization({ organizationId: owner.org }))).some((c) => c.id === id),
    );
    const reply = zo.mutate(
      mutators.conversation.reply({ id: randomUUID(), conversation_id: id, body: "Ik kijk even.", now: Date.now() }),
    );
    expect(await reply.server).toMatchObject({ type: "success" });
    const [session] = await app.sql<{ handed_over: boolean; first_response_seconds: number }[]>`
      select handed_over, first_response_seconds from analytics_sessions where conversation_id = ${id}`;
    expect(session.handed_over).toBe(true);
    expect(session.first_response_seconds).toBeGreaterThanOrEqual(0);

    const taken = await conversationWith(app.sql, owner.org, "+31600000011", [{ at: now, direction: "inbound" }]);
    await app.sql`update conversations set handled_by = 'human' where id = ${taken.id}`;
    const [takenSession] = await app.sql<{ handed_over: boolean }[]>`
      select handed_over from analytics_sessions where conversation_id = ${taken.id}`;
    expect(takenSession.handed_over).toBe(true);
  });

  it("takes, of a message with several questions, the one handed over, and no request for a person", async () => {
    const part = (question: string, outcome: string) => ({ ...loonstrook(question).parts[0], outcome });
    /** An employee's message at `at` and the assistant's hand-over five seconds later. */
    const handedOver = (phone: string, at: string, body: string, explanation: object) =>
      conversationWith(app.sql, owner.org, phone, [
        { at, direction: "inbound", body },
        {
          at: new Date(Date.parse(at) + 5000).toISOString(),
          direction: "outbound",
          handover: true,
          replyTo: 0,
          explanation,
        },
      ]);
    await handedOver("+31600000020", "2026-07-20T10:00:00Z", "Hoeveel verlof heb ik? En mag mijn hond mee?", {
      parts: [part("Hoeveel verlof heb ik?", "answer"), part("En mag mijn hond mee?", "handover")],
    });
    // A request for a person is handed over too, but asks nothing an FAQ could answer.
    await handedOver("+31600000021", "2026-07-20T11:00:00Z", "kan ik iemand van hr spreken", {
      note: nl.explanation.askedForHuman,
      parts: [],
    });
    const { body } = await app.api(owner, owner.org, "GET", "analytics/details?from=2026-07-20&to=2026-07-20");
    expect(body.unanswered.map((g: { question: string }) => g.question)).toEqual(["En mag mijn hond mee?"]);
  });

  it("lists a question whose choices the employee let lapse, not one they picked from, turned down or may still pick from", async () => {
    const staff = await app.signUpOwner(`keuzes-${randomUUID()}@voorbeeld.nl`, "Keuzes");
    const org = staff.org;
    const offeredFor = (question: string) => ({
      parts: [
        {
          ...loonstrook(question).parts[0],
          offered: [{ kind: "faq", id: "f1", label: "Fiets van de zaak" }],
        },
      ],
    });
    const settledBy = (question: string, reason: string) => ({
      parts: [{ ...loonstrook(question).parts[0], reason }],
    });
    /** A question at `at`, the choices offered five seconds later, then what followed. */
    const offered = (phone: string, at: string, question: string, after: FixtureMessage[] = []) =>
      conversationWith(app.sql, org, phone, [
        { at, direction: "inbound", body: question },
        {
          at: new Date(Date.parse(at) + 5000).toISOString(),
          direction: "outbound",
          replyTo: 0,
          explanation: offeredFor(question),
        },
        ...after,
      ]);
    const day = "2026-07-21T08:00:00Z";
    const later = (minutes: number) => new Date(Date.parse(day) + minutes * 60_000).toISOString();
    /** The employee's message `minutes` after the question, and the assistant's reply to it (the n-th message). */
    const turn = (minutes: number, body: string, replyTo: number, explanation: object, handover = false) =>
      [
        { at: later(minutes), direction: "inbound", body },
        { at: later(minutes + 0.1), direction: "outbound", replyTo, handover, explanation },
      ] satisfies FixtureMessage[];
    const chosen = (question: string) => settledBy(question, nl.assistant.reasonChosen);
    // Picked: answered.
    await offered(
      "+31600000031",
      day,
      "krijg ik een fiets van de zaak",
      turn(1, "1", 2, chosen("krijg ik een fiets van de zaak")),
    );
    // Turned down: handed over, listed once, from the hand-over.
    await offered(
      "+31600000032",
      day,
      "mag ik een leasefiets",
      turn(1, "nee", 2, settledBy("mag ik een leasefiets", nl.assistant.reasonDeclined), true),
    );
    // Asked "which one?" and then picked: answered.
    await offered("+31600000033", day, "hoe zit het met parkeren", [
      ...turn(1, "welke", 2, { note: nl.explanation.choiceUnclear, parts: [] }),
      ...turn(2, "de eerste", 4, chosen("hoe zit het met parkeren")),
    ]);
    // Moved on to something else: lapsed.
    await offered(
      "+31600000034",
      day,
      "mag mijn hond mee naar het werk",
      turn(1, "ok laat maar", 2, { note: nl.explanation.smallTalk, parts: [] }),
    );
    // Never answered, and the choices expired a day later: lapsed.
    await offered("+31600000035", day, "is er korting op de sportschool");
    const { body } = await app.api(staff, org, "GET", "analytics/details?from=2026-07-21&to=2026-07-21");
    expect(body.unanswered.map((g: { question: string; count: number }) => [g.question, g.count]).sort()).toEqual([
      ["is er korting op de sportschool", 1],
      ["mag ik een leasefiets", 1],
      ["mag mijn hond mee naar het werk", 1],
    ]);

    // Offered an hour ago, and the employee may still pick: not (yet) unanswered.
    const now = new Date();
    await offered("+31600000036", new Date(now.getTime() - 3_600_000).toISOString(), "wanneer is de kerstborrel");
    const recent = await app.api(
      staff,
      org,
      "GET",
      `analytics/details?from=${amsterdamDay(new Date(now.getTime() - 3_600_000))}&to=${amsterdamDay(now)}`,
    );
    expect(recent.status).toBe(200);
    expect(recent.body.unanswered).toEqual([]);
  });

  it("keeps the counts when retention deletes the messages and conversations", async () => {
    const before = await dailyOf(app.sql, owner.org);
    await app.sql`delete from conversations where organization_id = ${owner.org} and customer_phone = '+31600000002'`;
    expect(await dailyOf(app.sql, owner.org)).toEqual(before);
  });
});

describe("rollups under concurrent writes", () => {
  it("match a count from the messages themselves when many transactions write at once", async () => {
    const org = outsider.org;
    const pool = postgres(app.databaseUrl, { max: 8, onnotice: () => {} });
    try {
      const conversations = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          conversationWith(pool, org, `+3161000${String(i).padStart(4, "0")}`, [
            { at: "2026-03-29T00:30:00Z", direction: "inbound" },
          ]),
        ),
      );
      // Per conversation five employee messages and five replies, each in its own
      // transaction, all at once; every third conversation gets a hand-over.
      await Promise.all(
        conversations.flatMap(({ id }, i) =>
          Array.from({ length: 5 }, (_, k) => [
            insertMessage(pool, org, id, { at: `2026-03-29T01:0${k}:00Z`, direction: "inbound" }),
            insertMessage(pool, org, id, {
              at: `2026-03-29T01:0${k}:30Z`,
              direction: "outbound",
              handover: i % 3 === 0 && k === 2,
            }),
          ]).flat(),
        ),
      );
    } finally {
      await pool.end();
    }
    // 29 March 2026 is the night the clocks go forward: 00:30 UTC is 01:30 CET, still the 29th.
    const [day] = await dailyOf(app.sql, org);
    const [counted] = await app.sql<{ inbound: number; outbound: number }[]>`
      select count(*) filter (where direction = 'inbound')::int as inbound,
             count(*) filter (where direction = 'outbound')::int as outbound
      from whatsapp_messages where organization_id = ${org}`;
    expect(day).toMatchObject({
      day: "2026-03-29",
      conversations_started: 12,
      handed_over: 4,
      bot_resolved: 8,
      messages_in: counted.inbound,
      messages_out: counted.outbound,
      bot_replies: 60,
      first_responses: 12,
    });
    const [sessions] = await app.sql<{ n: number }[]>`
      select count(*)::int as n from analytics_sessions where organization_id = ${org}`;
    expect(sessions.n).toBe(12);

    // The migration's backfill replays history through the same function: same counts.
    const rolled = await dailyOf(app.sql, org);
    await app.sql`delete from analytics_sessions where organization_id = ${org}`;
    await app.sql`delete from analytics_daily where organization_id = ${org}`;
    await app.sql.unsafe(`do $$ declare m whatsapp_messages; begin
      for m in select * from whatsapp_messages where organization_id = '${org}' order by created_at, id loop
        perform system.analytics_record_message(m);
      end loop; end $$`);
    expect(await dailyOf(app.sql, org)).toEqual(rolled);
  });

  it("count an organisation's first conversations when they all create its rollup rows at once", async () => {
    // The race is between two inserts that both find no row yet, a window of microseconds:
    // 200 fresh organisations, each getting its first conversations from eight connections at
    // once (15 rounds never hit it before the fix; 200 failed on the first run).
    const pool = postgres(app.databaseUrl, { max: 8, onnotice: () => {} });
    const orgs = Array.from({ length: 200 }, () => randomUUID());
    const at = "2026-05-04T10:00:00Z";
    try {
      for (const org of orgs) {
        await pool`insert into organizations (id, name) values (${org}, 'Gelijktijdig')`;
        await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            conversationWith(pool, org, `+316000002${String(i).padStart(2, "0")}`, [{ at, direction: "inbound" }]),
          ),
        );
      }
      const counts = await pool<
        { total: number }[]
      >`select total from inbox_counts where organization_id in ${pool(orgs)}`;
      expect(counts.map((c) => c.total)).toEqual(orgs.map(() => 8));
      const days = await pool<{ n: number }[]>`select conversations_started as n from analytics_daily
        where organization_id in ${pool(orgs)}`;
      expect(days.map((d) => d.n)).toEqual(orgs.map(() => 8));
    } finally {
      await pool`delete from organizations where id in ${pool(orgs)}`;
      await pool.end();
    }
  });
});
