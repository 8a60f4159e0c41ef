import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import { queries } from "../../common/zero/queries.ts";
import { seededConversationId, seedInbox } from "../support/inbox-seed.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { eventually, type TestUser } from "../support/zero-client.ts";

// The inbox at scale: the search route finds conversations far beyond what the list has
// synced (the newest 500 used to be all there was), by name, phone number and message text,
// only ever in the caller's own organisation; the list's filters and counts.
let app: Stack;
let owner: Owner;
let member: TestUser;
let outsider: Owner;
let deep: string;
let deepName: string;
let foreign: string;

beforeAll(async () => {
  app = await startStack();
  owner = await app.signUpOwner(`inbox-${randomUUID()}@voorbeeld.nl`, "Eigenaar");
  member = await app.signUpMember(owner.org, `lid-${randomUUID()}@voorbeeld.nl`, "Lid");
  outsider = await app.signUpOwner(`ander-${randomUUID()}@voorbeeld.nl`, "Buiten");
  await seedInbox(app.sql, owner.org, { conversations: 600, perConversation: 4, prefix: "+3161" });
  await seedInbox(app.sql, outsider.org, { conversations: 20, perConversation: 2, prefix: "+3162" });
  // Conversation 550 is older than the newest 500; one of its messages is the only one with this word.
  deep = await seededConversationId(app.sql, owner.org, 550);
  const [e] = await app.sql`select e.first_name || ' ' || e.last_name as name from conversations c
    join employees e on e.id = c.employee_id where c.id = ${deep}`;
  deepName = e.name;
  await app.sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status)
    values (${randomUUID()}, ${owner.org}, ${deep}, 'inbound', 'Mijn fietsvergoeding klopt niet', 'received')`;
  // The other organisation has a conversation with the same word: never in the owner's hits.
  foreign = await seededConversationId(app.sql, outsider.org, 3);
  await app.sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status)
    values (${randomUUID()}, ${outsider.org}, ${foreign}, 'inbound', 'Ook mijn fietsvergoeding', 'received')`;
}, 240_000);
afterAll(async () => {
  await app?.stop();
});

const search = (user: TestUser, org: string, query: unknown) => app.api(user, org, "POST", "inbox/search", { query });
const searchIn = (filter: unknown, query: string) =>
  app.api(owner, owner.org, "POST", "inbox/search", { query, filter });

describe("inbox search across all conversations", () => {
  it("finds a conversation beyond the newest 500 by name, by phone number and by message text", async () => {
    const byName = await search(owner, owner.org, deepName.toLowerCase());
    expect(byName.status).toBe(200);
    expect(byName.body.ids).toEqual([deep]);
    // Typed the Dutch way: 06… for +316…
    const byPhone = await search(owner, owner.org, "06 1000 550");
    expect(byPhone.body.ids).toEqual([deep]);
    const byText = await search(owner, owner.org, "fietsvergoed");
    expect(byText.body.ids).toEqual([deep]);
  });

  it("orders hits newest first and caps them", async () => {
    // Every assistant reply says "vraag": 600 conversations, the newest 200 returned.
    const res = await search(owner, owner.org, "vraag");
    expect(res.status).toBe(200);
    expect(res.body.ids.length).toBe(200);
    expect(res.body.ids[0]).toBe(await seededConversationId(app.sql, owner.org, 0));
    expect(res.body.ids[199]).toBe(await seededConversationId(app.sql, owner.org, 199));
    // More matched than were returned: the list says so instead of looking complete.
    expect(res.body.more).toBe(true);
    // Conversations 1, 9, 11, 19, … asked about their payslip.
    const payslip = await search(owner, owner.org, "loonstrookje");
    expect(payslip.body.ids.length).toBe(120);
    expect(payslip.body.ids[0]).toBe(await seededConversationId(app.sql, owner.org, 1));
    expect(payslip.body.more).toBe(false);
  });

  it("applies the list's filter before capping, so hits older than the newest 200 matches are found", async () => {
    // Every conversation matches "vraag"; those needing a person (every 7th, not the tests)
    // are spread over all 600, most of them older than the newest 200 matches.
    const want = await app.sql<{ id: string }[]>`select id from conversations
      where organization_id = ${owner.org} and not is_test and (handled_by = 'human' or unresolved_count > 0)
      order by last_message_at desc, id desc`;
    expect(want.length).toBeGreaterThan(60);
    const needs = await searchIn("needsPerson", "vraag");
    expect(needs.status).toBe(200);
    expect(needs.body).toEqual({ ids: want.map((r) => r.id), more: false });
    expect(needs.body.ids).toContain(await seededConversationId(app.sql, owner.org, 556));
    const tests = await searchIn("test", "vraag");
    expect(tests.body.ids).toHaveLength(12);
    expect(tests.body.ids.at(-1)).toBe(await seededConversationId(app.sql, owner.org, 599));
    // The assistant's own still match more than 200: capped, and said so.
    const assistant = await searchIn("assistant", "vraag");
    expect(assistant.body.ids).toHaveLength(200);
    expect(assistant.body.more).toBe(true);
    // A filter the list does not have is refused like any invalid search.
    const bad = await searchIn("everything", "vraag");
    expect(bad.status).toBe(400);
    expect(bad.body.error.title).toBe(nl.inbox.list.searchInvalid);
  });

  it("shows the hits live through Zero, and a forged id of another organisation shows nothing", async () => {
    const zo = await app.openZero(owner);
    const view = zo.materialize(
      queries.conversations.byIds({ organizationId: owner.org, filter: "all", ids: [deep, foreign] }),
    );
    const rows = await eventually(() => (view.data.length ? view.data : null));
    expect(rows.map((r) => r.id)).toEqual([deep]);
    expect(rows[0].employee?.first_name).toBe(deepName.split(" ")[0]);
    const zx = await app.openZero(outsider);
    const stolen = zx.materialize(
      queries.conversations.byIds({ organizationId: owner.org, filter: "all", ids: [deep] }),
    );
    await zx.run(queries.conversations.byIds({ organizationId: owner.org, filter: "all", ids: [deep] }), {
      type: "complete",
    });
    expect(stolen.data).toEqual([]);
  });

  it("never answers another organisation's conversations", async () => {
    const own = await search(outsider, outsider.org, "fietsvergoeding");
    expect(own.body.ids).toEqual([foreign]);
    // The owner's organisation named by someone who is not in it: the same 404 as an unknown one.
    const forged = await search(outsider, owner.org, "fietsvergoeding");
    expect(forged.status).toBe(404);
    expect(forged.body.ids).toBeUndefined();
    expect(forged.body.error.title).toBe(nl.common.noOrganization);
    const signedOut = await fetch(`${app.url}/api/inbox/search`, {
      method: "POST",
      headers: { origin: app.url, "x-organization-id": owner.org, "content-type": "application/json" },
      body: JSON.stringify({ query: "fietsvergoeding" }),
    });
    expect(signedOut.status).toBe(401);
  });

  it("lets a member search, as members read the inbox", async () => {
    const res = await search(member, owner.org, "fietsvergoeding");
    expect(res.status).toBe(200);
    expect(res.body.ids).toEqual([deep]);
  });

  it("refuses input outside the limits in the envelope with Dutch texts", async () => {
    for (const query of ["", "a", " b ", "x".repeat(101), 42, null, ["fiets"]]) {
      const res = await search(owner, owner.org, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.error.title).toBe(nl.inbox.list.searchInvalid);
    }
    // Pattern characters are literal: '%' matches no message that lacks it.
    expect((await search(owner, owner.org, "%%%")).body.ids).toEqual([]);
    expect((await search(owner, owner.org, "x".repeat(100))).status).toBe(200);
  });
});

describe("inbox list paging, filters and counts", () => {
  it("pages through every conversation and filters them, with counts from the counts row", async () => {
    const zo = await app.openZero(owner);
    const all = await zo.run(queries.conversations.page({ organizationId: owner.org, filter: "all", limit: 1000 }), {
      type: "complete",
    });
    expect(all.length).toBe(601 - 1);
    expect(all.at(-1)?.id).toBe(await seededConversationId(app.sql, owner.org, 599));
    const tests = await zo.run(queries.conversations.page({ organizationId: owner.org, filter: "test", limit: 100 }), {
      type: "complete",
    });
    expect(tests.length).toBe(12);
    const needs = await zo.run(
      queries.conversations.page({ organizationId: owner.org, filter: "needsPerson", limit: 1000 }),
      { type: "complete" },
    );
    expect(needs.every((c) => !c.is_test && (c.handled_by === "human" || c.unresolved_count > 0))).toBe(true);
    const counts = await zo.run(queries.inboxCounts.ofOrganization({ organizationId: owner.org }), {
      type: "complete",
    });
    expect(counts[0]).toMatchObject({
      total: 600,
      tests: 12,
      needs_person: needs.length,
      by_assistant: 600 - 12 - needs.length,
    });

    // Staff take one over: it moves to 'needs a person', live.
    const assistantOne = all.find((c) => !c.is_test && c.unresolved_count === 0 && c.handled_by === "assistant");
    await app.sql`update conversations set handled_by = 'human' where id = ${String(assistantOne?.id)}`;
    const view = zo.materialize(queries.inboxCounts.ofOrganization({ organizationId: owner.org }));
    await eventually(() => view.data[0]?.needs_person === needs.length + 1);
    expect(view.data[0].by_assistant).toBe(600 - 12 - needs.length - 1);
    // Deleting a conversation (retention, erasure) takes it out of the counts.
    await app.sql`delete from conversations where id = ${tests[0].id}`;
    await eventually(() => view.data[0]?.tests === 11);
    expect(view.data[0].total).toBe(599);
    // The other organisation reads none of it.
    const zx = await app.openZero(outsider);
    const stolen = await zx.run(queries.inboxCounts.ofOrganization({ organizationId: owner.org }), {
      type: "complete",
    });
    expect(stolen).toEqual([]);
  });
});
