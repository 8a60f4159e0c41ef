import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentFiguresOf } from "../../common/analytics/agent-figures.ts";
import { queries } from "../../common/zero/queries.ts";
import { conversationWith, dailyOf } from "../support/analytics-fixture.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { eventually, type TestZero } from "../support/zero-client.ts";

// Analytics split by agent, on a fixture with known answers written through Postgres so the
// rollup triggers run as they do for the assistant: two agents answering (one archived since),
// a gesprek answered by both (it belongs to the first), hand-overs by the assistant and by a
// colleague, a reply without an agent, a simulator conversation, and an Amsterdam day boundary.
let app: Stack;
let owner: Owner;
let outsider: Owner;
let zo: TestZero;
let zx: TestZero;
const anna = randomUUID();
const bert = randomUUID();
const cleo = randomUUID();

type AgentDay = {
  agent_id: string;
  day: string;
  conversations: number;
  handed_over: number;
  bot_resolved: number;
  bot_replies: number;
};
const agentDaysOf = (org: string) =>
  app.sql<AgentDay[]>`select agent_id, day, conversations, handed_over, bot_resolved, bot_replies
    from analytics_agent_daily where organization_id = ${org} order by agent_id = ${anna} desc, day`;

beforeAll(async () => {
  app = await startStack();
  owner = await app.signUpOwner(`agents-analytics-${randomUUID()}@voorbeeld.nl`, "Eigenaar");
  outsider = await app.signUpOwner(`other-${randomUUID()}@voorbeeld.nl`, "Buiten");
  const { sql } = app;
  const org = owner.org;
  await sql`insert into agents (id, organization_id, agent_type_id, name, created_at) values
    (${anna}, ${org}, 'hr_assistant', 'Anna', '2026-01-01'),
    (${bert}, ${org}, 'planning', 'Bert', '2026-01-02'),
    (${cleo}, ${org}, 'onboarding', 'Cleo', '2026-01-03')`;
  // Anna answers alone.
  await conversationWith(sql, org, "+31600000001", [
    { at: "2026-07-14T08:00:00Z", direction: "inbound" },
    { at: "2026-07-14T08:00:10Z", direction: "outbound", agent: anna },
  ]);
  // Anna hands over, a colleague answers.
  await conversationWith(sql, org, "+31600000002", [
    { at: "2026-07-14T09:00:00Z", direction: "inbound" },
    { at: "2026-07-14T09:00:30Z", direction: "outbound", handover: true, agent: anna },
    { at: "2026-07-14T09:10:00Z", direction: "outbound", bot: false },
  ]);
  // Bert answers first, then (the active agent switched) Anna: Bert's gesprek, Anna's reply.
  await conversationWith(sql, org, "+31600000003", [
    { at: "2026-07-14T10:00:00Z", direction: "inbound" },
    { at: "2026-07-14T10:00:05Z", direction: "outbound", agent: bert },
    { at: "2026-07-14T10:05:00Z", direction: "inbound" },
    { at: "2026-07-14T10:05:05Z", direction: "outbound", agent: anna },
  ]);
  // Bert answers, then a colleague writes in: handed over, Bert's.
  await conversationWith(sql, org, "+31600000004", [
    { at: "2026-07-14T11:00:00Z", direction: "inbound" },
    { at: "2026-07-14T11:00:05Z", direction: "outbound", agent: bert },
    { at: "2026-07-14T11:30:00Z", direction: "outbound", bot: false },
  ]);
  // A reply from before agents existed: in the totals, no agent's.
  await conversationWith(sql, org, "+31600000005", [
    { at: "2026-07-14T12:00:00Z", direction: "inbound" },
    { at: "2026-07-14T12:00:05Z", direction: "outbound" },
  ]);
  // A simulator conversation: nobody's.
  await conversationWith(
    sql,
    org,
    "+31600000006",
    [
      { at: "2026-07-14T13:00:00Z", direction: "inbound" },
      { at: "2026-07-14T13:00:05Z", direction: "outbound", agent: anna },
    ],
    { isTest: true },
  );
  // 23:30 UTC on the 15th is 01:30 on the 16th in Amsterdam: Bert answers alone.
  await conversationWith(sql, org, "+31600000007", [
    { at: "2026-07-15T23:30:00Z", direction: "inbound" },
    { at: "2026-07-15T23:30:05Z", direction: "outbound", agent: bert },
  ]);
  // Bert is "deleted" afterwards: archived, his figures stay.
  await sql`update agents set archived_at = now() where id = ${bert}`;
  zo = await app.openZero(owner);
  zx = await app.openZero(outsider);
}, 240_000);
afterAll(async () => {
  await app?.stop();
});

const args = (from: string, to: string) => ({ organizationId: owner.org, from, to });

describe("analytics by agent", () => {
  it("keeps each agent's gesprekken, outcomes and replies per Amsterdam day", async () => {
    const row = (agent_id: string, day: string, c: number, h: number, r: number, replies: number) => ({
      agent_id,
      day,
      conversations: c,
      handed_over: h,
      bot_resolved: r,
      bot_replies: replies,
    });
    expect(await agentDaysOf(owner.org)).toEqual([
      row(anna, "2026-07-14", 2, 1, 1, 3),
      row(bert, "2026-07-14", 2, 1, 1, 2),
      row(bert, "2026-07-16", 1, 0, 1, 1),
    ]);
    // The split adds up to the totals: of five gesprekken four are an agent's (Anna 2, Bert 2),
    // the one without an agent is answered in the totals only; six replies, five by agents.
    const [day] = await dailyOf(app.sql, owner.org);
    expect(day).toMatchObject({ day: "2026-07-14", conversations_started: 5, bot_replies: 6, bot_resolved: 3 });
  });

  it("syncs one agent's rollups through Zero, with its shares over the gesprekken it answered", async () => {
    const rows = await eventually(async () => {
      const r = await zo.run(queries.analytics.agentDays({ ...args("2026-07-13", "2026-07-16"), agentId: bert }), {
        type: "complete",
      });
      return r.length === 2 ? r : null;
    });
    expect(agentFiguresOf(rows, { from: "2026-07-14", to: "2026-07-16" })).toEqual({
      conversations: 3,
      bot_replies: 3,
      botResolvedShare: 2 / 3,
      handoverShare: 1 / 3,
    });
    const annaRows = await zo.run(queries.analytics.agentDays({ ...args("2026-07-14", "2026-07-14"), agentId: anna }), {
      type: "complete",
    });
    expect(agentFiguresOf(annaRows, { from: "2026-07-14", to: "2026-07-14" })).toMatchObject({
      bot_replies: 3,
      botResolvedShare: 0.5,
    });
  });

  it("offers the live agents, and an archived one only for a period it answered in", async () => {
    const names = async (from: string, to: string) =>
      (await zo.run(queries.analytics.agents(args(from, to)), { type: "complete" })).map((a) => a.name);
    expect(await eventually(async () => ((await names("2026-07-16", "2026-07-16")).length === 3 ? true : null))).toBe(
      true,
    );
    expect(await names("2026-07-16", "2026-07-16")).toEqual(["Anna", "Bert", "Cleo"]);
    expect(await names("2026-08-01", "2026-08-31")).toEqual(["Anna", "Cleo"]);
  });

  it("shows another organisation nothing", async () => {
    expect(
      await zx.run(queries.analytics.agentDays({ ...args("2000-01-01", "2100-01-01"), agentId: anna }), {
        type: "complete",
      }),
    ).toEqual([]);
    expect(await zx.run(queries.analytics.agents(args("2000-01-01", "2100-01-01")), { type: "complete" })).toEqual([]);
    expect(await agentDaysOf(outsider.org)).toEqual([]);
  });

  it("gives the same split when history is replayed through the trigger's function", async () => {
    const org = owner.org;
    const rolled = await agentDaysOf(org);
    await app.sql`delete from analytics_sessions where organization_id = ${org}`;
    await app.sql`delete from analytics_daily where organization_id = ${org}`;
    await app.sql`delete from analytics_agent_daily where organization_id = ${org}`;
    await app.sql.unsafe(`do $$ declare m whatsapp_messages; begin
      for m in select * from whatsapp_messages where organization_id = '${org}' order by created_at, id loop
        perform system.analytics_record_message(m);
      end loop; end $$`);
    expect(await agentDaysOf(org)).toEqual(rolled);
  });
});
