import { randomUUID } from "node:crypto";
import { defineMutators } from "@rocicorp/zero";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mutators } from "../../common/zero/mutators.ts";
import { queries } from "../../common/zero/queries.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { eventually, type TestUser, type TestZero, uncheckedMutator, verdict } from "../support/zero-client.ts";

// Privacy settings (log retention, what employees may see through the chatbot) and the
// nightly clean-up, through the real zero-cache and the real job worker. The clean-up's
// clock is injected through its payload, so "40 days ago" is exact.

const noop = uncheckedMutator;
const rogueMutators = defineMutators({
  organization: { updateRetention: noop(), updateChatbotDataAccess: noop() },
});
const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-06-15T03:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

let app: Stack;
let alice: Owner; // owner of org A
let bob: Owner; // owner of org B
let member: TestUser; // plain member of org A
let za: TestZero;
let zb: TestZero;

const orgRow = async (id: string) => (await app.sql`select * from organizations where id = ${id}`)[0];

async function conversation(org: string, phone: string, messageAges: number[]) {
  const id = randomUUID();
  const last = daysAgo(Math.min(...messageAges));
  await app.sql`insert into conversations (id, organization_id, customer_phone, message_count, last_message_at, created_at)
    values (${id}, ${org}, ${phone}, ${messageAges.length}, ${last}, ${daysAgo(Math.max(...messageAges))})`;
  for (const age of messageAges) {
    await app.sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status, created_at)
      values (${randomUUID()}, ${org}, ${id}, 'inbound', ${`${age} dagen oud`}, 'received', ${daysAgo(age)})`;
  }
  return id;
}

const messagesOf = async (conversationId: string) =>
  (
    await app.sql`select message_body from whatsapp_messages where conversation_id = ${conversationId} order by created_at`
  ).map((r) => r.message_body);

/** Runs the clean-up and waits for its record of every organisation it covers. */
async function runCleanUp(now: Date, organizationId?: string) {
  const count = async () => Number((await app.sql`select count(*)::int as n from retention_runs`)[0].n);
  const organizations = organizationId ? 1 : Number((await app.sql`select count(*)::int as n from organizations`)[0].n);
  const before = await count();
  await app.sql`select graphile_worker.add_job('purge_expired_messages',
    ${app.sql.json({ now: now.toISOString(), ...(organizationId ? { organizationId } : {}) })}::json,
    job_key := 'purge_expired_messages')`;
  await eventually(async () => (await count()) === before + organizations, 30_000);
}

beforeAll(async () => {
  app = await startStack();
  alice = await app.signUpOwner("alice-privacy@a.nl", "Alice A");
  bob = await app.signUpOwner("bob-privacy@b.nl", "Bob B");
  member = await app.signUpMember(alice.org, "mila-privacy@a.nl", "Mila Medewerker");
  za = await app.openZero(alice);
  zb = await app.openZero(bob);
  za.materialize(queries.organizations.visible({ scope: "member" }));
  await eventually(async () => (await za.run(queries.organizations.visible({ scope: "member" }))).length === 1);
});

afterAll(async () => {
  await app?.stop();
});

describe("log retention", () => {
  it("starts at one year; the owner chooses 30 days; other values are refused", async () => {
    expect((await orgRow(alice.org)).log_retention_days).toBe(365);
    const set = (days: number) =>
      verdict(
        za.mutate(mutators.organization.updateRetention({ id: alice.org, log_retention_days: days as 30, now: 0 })),
      );
    expect(await set(45)).toMatchObject({ type: "error" });
    expect((await orgRow(alice.org)).log_retention_days).toBe(365);
    expect(await set(30)).toEqual({ type: "success" });
    expect((await orgRow(alice.org)).log_retention_days).toBe(30);
  });

  it("a plain member, and a member of another organisation, cannot change it", async () => {
    const rogueMember = await app.openUncheckedZero(member, rogueMutators);
    const rogueBob = await app.openUncheckedZero(bob, rogueMutators);
    for (const rogue of [rogueMember, rogueBob]) {
      const attempt = rogue.mutate(
        rogueMutators.organization.updateRetention({ id: alice.org, log_retention_days: 365, now: Date.now() }),
      );
      expect(await verdict(attempt)).toEqual({ type: "error", message: "Niet gevonden of geen toegang" });
    }
    expect((await orgRow(alice.org)).log_retention_days).toBe(30);
  });

  it("the clean-up deletes exactly the messages past each organisation's window, and conversations left empty", async () => {
    const old = await conversation(alice.org, "+31600000001", [40, 35]);
    const mixed = await conversation(alice.org, "+31600000002", [45, 29, 1]);
    const recent = await conversation(alice.org, "+31600000003", [2]);
    // A number that sent STOP and then went quiet: its messages go, the opt-out stays.
    const stopped = await conversation(alice.org, "+31600000004", [50]);
    await app.sql`update conversations set opted_out_at = ${daysAgo(50)} where id = ${stopped}`;
    // Bob keeps a year: 100 days is inside it, 400 days is not.
    const bobs = await conversation(bob.org, "+31600000001", [400, 100]);
    // Staff notifications name whom a conversation is with: they follow its messages.
    const notify = (org: string, user: string, conversationId: string, age: number, text: string) =>
      app.sql`insert into notifications (id, user_id, organization_id, type, title, message, data, created_at)
        values (${randomUUID()}, ${user}, ${org}, 'new_conversation', 'Vraag voor HR', ${text},
          ${app.sql.json({ conversation_id: conversationId })}, ${daysAgo(age)})`;
    await notify(alice.org, alice.userId, old, 35, "+31600000001 heeft een vraag");
    await notify(alice.org, alice.userId, mixed, 45, "+31600000002 heeft een oude vraag");
    await notify(alice.org, alice.userId, mixed, 1, "+31600000002 heeft een nieuwe vraag");
    await notify(bob.org, bob.userId, bobs, 100, "+31600000001 bij Bob");

    await runCleanUp(NOW);

    const notifications = await app.sql`select message from notifications
      where organization_id in (${alice.org}, ${bob.org}) and message like '+316%' order by message`;
    expect(notifications.map((n) => n.message)).toEqual([
      "+31600000001 bij Bob",
      "+31600000002 heeft een nieuwe vraag",
    ]);

    expect(await app.sql`select id from conversations where id = ${old}`).toEqual([]);
    expect(await messagesOf(mixed)).toEqual(["29 dagen oud", "1 dagen oud"]);
    expect((await app.sql`select message_count from conversations where id = ${mixed}`)[0].message_count).toBe(2);
    expect(await messagesOf(recent)).toEqual(["2 dagen oud"]);
    // The conversation went with its messages; the STOP stays on the suppression list, and a
    // new conversation with the number starts opted out.
    expect(await app.sql`select id from conversations where id = ${stopped}`).toEqual([]);
    expect(
      await app.sql`select opted_out_at from system.whatsapp_suppressions where organization_id = ${alice.org}`,
    ).toEqual([{ opted_out_at: daysAgo(50) }]);
    const again = await conversation(alice.org, "+31600000004", [0]);
    expect(await app.sql`select opted_out_at from conversations where id = ${again}`).toEqual([
      { opted_out_at: daysAgo(50) },
    ]);
    expect(await messagesOf(bobs)).toEqual(["100 dagen oud"]);

    const runs =
      await app.sql`select organization_id, retention_days, cutoff, messages_deleted, conversations_deleted, ran_at
      from retention_runs where organization_id in (${alice.org}, ${bob.org})
      order by organization_id = ${alice.org} desc`;
    expect(runs.map((r) => ({ ...r }))).toEqual([
      {
        organization_id: alice.org,
        retention_days: 30,
        cutoff: daysAgo(30),
        messages_deleted: 4,
        conversations_deleted: 2,
        ran_at: NOW,
      },
      {
        organization_id: bob.org,
        retention_days: 365,
        cutoff: daysAgo(365),
        messages_deleted: 1,
        conversations_deleted: 0,
        ran_at: NOW,
      },
    ]);
  });

  it("a second run finds nothing more and says so; each organisation sees only its own runs, live", async () => {
    const latest = queries.retentionRuns.latest({ organizationId: alice.org });
    za.materialize(latest);
    await runCleanUp(new Date(NOW.getTime() + DAY), alice.org);
    const seen = await eventually(async () => {
      const rows = await za.run(latest);
      return rows[0]?.messages_deleted === 0 ? rows : null;
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ organization_id: alice.org, messages_deleted: 0, conversations_deleted: 0 });
    expect(await zb.run(latest, { type: "complete" })).toEqual([]);
  });
});

describe("chatbot data access", () => {
  it("starts with only shifts on; the owner switches employees on", async () => {
    expect((await orgRow(alice.org)).chatbot_data_access).toEqual({ employees: false, jobs: false, shifts: true });
    const change = mutators.organization.updateChatbotDataAccess({
      id: alice.org,
      employees: true,
      jobs: false,
      shifts: true,
      now: Date.now(),
    });
    expect(await verdict(za.mutate(change))).toEqual({ type: "success" });
    expect((await orgRow(alice.org)).chatbot_data_access).toEqual({ employees: true, jobs: false, shifts: true });
  });

  it("a plain member or another organisation's owner is refused, and nothing changes", async () => {
    const before = await orgRow(alice.org);
    for (const user of [member, bob]) {
      const rogue = await app.openUncheckedZero(user, rogueMutators);
      const attempt = rogue.mutate(
        rogueMutators.organization.updateChatbotDataAccess({
          id: alice.org,
          employees: false,
          jobs: true,
          shifts: false,
          now: Date.now(),
        }),
      );
      expect(await verdict(attempt)).toEqual({ type: "error", message: "Niet gevonden of geen toegang" });
    }
    expect(await orgRow(alice.org)).toEqual(before);
  });
});
