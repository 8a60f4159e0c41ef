import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mutators } from "../../common/zero/mutators.ts";
import { queries } from "../../common/zero/queries.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { eventually, type TestUser, verdict } from "../support/zero-client.ts";

// The employees' rights under the AVG (download everything stored about one employee, erase
// it) and the activity log that records them, over real HTTP and the real zero-cache.

let app: Stack;
let alice: Owner; // owner of org A
let bob: Owner; // owner of org B
let member: TestUser; // plain member of org A
const PHONE = "+31611111111";
let els: string; // employee of A with two conversations (one linked, one by phone)
let jan: string; // another employee of A
let elsInB: string; // the same person, known to org B under the same number
let linked: string;
let byPhone: string;
let jans: string;
let bobs: string;

async function employee(org: string, first: string, phone: string) {
  const id = randomUUID();
  await app.sql`insert into employees (id, organization_id, first_name, last_name, phone_number)
    values (${id}, ${org}, ${first}, 'de Vries', ${phone})`;
  return id;
}

async function conversation(org: string, phone: string, employeeId: string | null, bodies: string[], isTest = false) {
  const id = randomUUID();
  await app.sql`insert into conversations (id, organization_id, customer_phone, employee_id, message_count, is_test)
    values (${id}, ${org}, ${phone}, ${employeeId}, ${bodies.length}, ${isTest})`;
  for (const body of bodies) {
    await app.sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status)
      values (${randomUUID()}, ${org}, ${id}, 'inbound', ${body}, 'received')`;
  }
  return id;
}

const activityOf = (org: string) =>
  app.sql`select kind, actor_user_id, target, details from activity_log where organization_id = ${org} order by created_at`;
const messageCount = async (conversationId: string) =>
  Number(
    (await app.sql`select count(*)::int as n from whatsapp_messages where conversation_id = ${conversationId}`)[0].n,
  );

beforeAll(async () => {
  app = await startStack();
  alice = await app.signUpOwner("alice-rights@a.nl", "Alice A");
  bob = await app.signUpOwner("bob-rights@b.nl", "Bob B");
  member = await app.signUpMember(alice.org, "mila-rights@a.nl", "Mila Medewerker");
  els = await employee(alice.org, "Els", PHONE);
  jan = await employee(alice.org, "Jan", "+31622222222");
  elsInB = await employee(bob.org, "Els", PHONE);
  linked = await conversation(alice.org, PHONE, els, ["hoeveel vakantiedagen heb ik", "en mn loonstrook?"]);
  // The simulator keeps its own conversation for the same number (is_test): also hers.
  byPhone = await conversation(alice.org, PHONE, null, ["ben ziek vandaag"], true);
  jans = await conversation(alice.org, "+31622222222", jan, ["wanneer krijg ik loon"]);
  bobs = await conversation(bob.org, PHONE, elsInB, ["vraag aan B"]);
  await app.sql`insert into notifications (id, user_id, organization_id, type, title, message, data)
    values (${randomUUID()}, ${alice.userId}, ${alice.org}, 'new_conversation', 'Nieuw gesprek', 'Els de Vries',
      ${app.sql.json({ conversation_id: linked })})`;
});

afterAll(async () => {
  await app?.stop();
});

describe("download everything stored about an employee", () => {
  it("gives an admin the employee, both conversations and every message, and nobody else's", async () => {
    const offered = { question: "en mn loonstrook?", choices: [{ kind: "faq", id: "f1", label: "Loonstrook" }] };
    await app.sql`update conversations set offered_choices = ${app.sql.json(offered)}, profile_name = 'Elsje'
      where id = ${linked}`;
    const res = await app.api(alice, alice.org, "GET", `employee-data/${els}/export`);
    expect(res.status).toBe(200);
    const archive = res.body as {
      employee: { id: string; first_name: string };
      conversations: {
        id: string;
        messages: { message_body: string }[];
        verification: object;
        open_choices: unknown;
      }[];
    };
    expect(archive.employee).toMatchObject({ id: els, first_name: "Els" });
    expect(archive.conversations.map((c) => c.id).sort()).toEqual([linked, byPhone].sort());
    const bodies = archive.conversations.flatMap((c) => c.messages.map((m) => m.message_body)).sort();
    expect(bodies).toEqual(["ben ziek vandaag", "en mn loonstrook?", "hoeveel vakantiedagen heb ik"]);
    expect(archive.conversations[0].verification).toHaveProperty("failed_attempts");
    // The question the assistant still awaits a choice for is stored data about her too.
    expect(archive.conversations.find((c) => c.id === linked)?.open_choices).toEqual(offered);
    // So are the name she gave herself on WhatsApp and the staff notifications that name her.
    expect(archive.conversations.find((c) => c.id === linked)).toMatchObject({
      whatsapp_name: "Elsje",
      staff_notifications: [{ title: "Nieuw gesprek", message: "Els de Vries" }],
    });
    expect(JSON.stringify(archive)).not.toContain(alice.userId);
    // Never on a staffing platform, never welcomed: said so, rather than left out.
    expect(res.body).toMatchObject({ staffing_platform: null, welcome: null });
    expect(await activityOf(alice.org)).toEqual([
      { kind: "employee_exported", actor_user_id: alice.userId, target: els, details: {} },
    ]);
  });

  it("refuses a plain member, another organisation and an unknown id, in Dutch", async () => {
    const byMember = await app.api(member, alice.org, "GET", `employee-data/${els}/export`);
    expect(byMember.status).toBe(403);
    expect(byMember.body).toMatchObject({ error: { code: "forbidden", title: "Downloaden mislukt" } });
    // Bob asking for Alice's employee through his own organisation finds nothing there.
    const crossed = await app.api(bob, bob.org, "GET", `employee-data/${els}/export`);
    expect(crossed).toMatchObject({ status: 404, body: { error: { title: "Medewerker niet gevonden" } } });
    // ... and through Alice's organisation he is not a member.
    expect((await app.api(bob, alice.org, "GET", `employee-data/${els}/export`)).status).toBe(404);
    expect((await app.api(alice, alice.org, "GET", `employee-data/${randomUUID()}/export`)).status).toBe(404);
    expect(await activityOf(alice.org)).toHaveLength(1);
  });
});

describe("erase an employee", () => {
  it("refuses without the typed name, for a member, and across organisations; nothing changes", async () => {
    const wrong = await app.api(alice, alice.org, "POST", `employee-data/${els}/erase`, { confirmation: "Els" });
    expect(wrong).toMatchObject({
      status: 400,
      body: {
        error: { title: "Wissen mislukt", description: "Typ de naam van de medewerker precies over om te bevestigen." },
      },
    });
    const missing = await app.api(alice, alice.org, "POST", `employee-data/${els}/erase`, {});
    expect(missing.status).toBe(400);
    const confirmation = { confirmation: "Els de Vries" };
    expect((await app.api(member, alice.org, "POST", `employee-data/${els}/erase`, confirmation)).status).toBe(403);
    expect((await app.api(bob, bob.org, "POST", `employee-data/${els}/erase`, confirmation)).status).toBe(404);
    expect(await messageCount(linked)).toBe(2);
    expect((await app.sql`select id from employees where id = ${els}`).length).toBe(1);
  });

  it("with the name typed, removes her conversations, messages, notifications and row; keeps everyone else's", async () => {
    const res = await app.api(alice, alice.org, "POST", `employee-data/${els}/erase`, {
      confirmation: "  els  DE vries ",
    });
    expect(res).toEqual({ status: 200, body: { conversations: 2, messages: 3, staffing_platform: false } });
    expect(await app.sql`select id from employees where id = ${els}`).toEqual([]);
    expect(await app.sql`select id from conversations where id in (${linked}, ${byPhone})`).toEqual([]);
    expect(await messageCount(linked)).toBe(0);
    expect(await app.sql`select id from notifications where data->>'conversation_id' = ${linked}`).toEqual([]);
    // Jan in the same organisation and Els as B's employee are untouched.
    expect(await messageCount(jans)).toBe(1);
    expect(await messageCount(bobs)).toBe(1);
    expect((await app.sql`select id from employees where id in (${jan}, ${elsInB})`).length).toBe(2);
    // The log says who erased how much, and holds neither her name nor her number.
    const log = await activityOf(alice.org);
    expect(log.at(-1)).toEqual({
      kind: "employee_erased",
      actor_user_id: alice.userId,
      target: els,
      details: { conversations: 2, messages: 3, staffing_platform: false },
    });
    expect(JSON.stringify(log)).not.toMatch(/Els|de Vries|611111111/);
  });
});

describe("erase a number no employee record holds", () => {
  it("after typing the number: its conversations, messages and notifications go; nothing else", async () => {
    const stranger = "+31655556666";
    const first = await conversation(alice.org, stranger, null, ["hoi, ik werkte vroeger bij jullie", "mijn adres"]);
    const tried = await conversation(alice.org, stranger, null, ["test"], true);
    const theirs = await conversation(bob.org, stranger, null, ["bij B"]);
    await app.sql`insert into notifications (id, user_id, organization_id, type, title, message, data)
      values (${randomUUID()}, ${alice.userId}, ${alice.org}, 'new_conversation', 'Vraag', ${`${stranger} ~Oud-collega`},
        ${app.sql.json({ conversation_id: first })})`;
    const erase = (user: typeof alice, org: string, id: string, confirmation: string) =>
      app.api(user, org, "POST", `employee-data/conversations/${id}/erase`, { confirmation });
    const download = (user: typeof alice, org: string, id: string) =>
      app.api(user, org, "GET", `employee-data/conversations/${id}/export`);

    // The right of access first: both of the number's conversations in A, nothing of B's or Jan's.
    expect((await download(member as typeof alice, alice.org, first)).status).toBe(403);
    expect((await download(bob, bob.org, first)).status).toBe(404);
    expect((await download(alice, alice.org, jans)).body.error.description).toBe(
      "Dit nummer hoort bij een medewerker: download de gegevens via Instellingen → Medewerkers.",
    );
    const archive = await download(alice, alice.org, first);
    expect(archive.status).toBe(200);
    expect(archive.body.phone).toBe(stranger);
    // The simulator's conversation with the number is staff testing: not theirs to receive.
    expect(archive.body.conversations.map((c: { id: string }) => c.id)).toEqual([first]);
    const texts = archive.body.conversations.flatMap((c: { messages: { message_body: string }[] }) =>
      c.messages.map((m) => m.message_body),
    );
    expect(texts.sort()).toEqual(["hoi, ik werkte vroeger bij jullie", "mijn adres"]);
    expect((await download(alice, alice.org, tried)).status).toBe(404);
    expect(archive.body.conversations.find((c: { id: string }) => c.id === first).staff_notifications).toEqual([
      expect.objectContaining({ title: "Vraag", message: `${stranger} ~Oud-collega` }),
    ]);
    expect((await activityOf(alice.org)).at(-1)).toEqual({
      kind: "conversation_exported",
      actor_user_id: alice.userId,
      target: first,
      details: { conversations: 1 },
    });

    // Refused: a plain member, another organisation, a wrong number, and one that is an employee's.
    expect((await erase(member as typeof alice, alice.org, first, stranger)).status).toBe(403);
    expect((await erase(bob, bob.org, first, stranger)).status).toBe(404);
    expect(await erase(alice, alice.org, first, "+31600000000")).toMatchObject({
      status: 400,
      body: { error: { description: "Typ het telefoonnummer precies over om te bevestigen." } },
    });
    expect((await erase(alice, alice.org, jans, "+31622222222")).body.error.description).toBe(
      "Dit nummer hoort bij een medewerker: wis de gegevens via Instellingen → Medewerkers.",
    );
    expect(await messageCount(first)).toBe(2);

    expect((await erase(alice, alice.org, tried, stranger)).status).toBe(404);
    expect(await erase(alice, alice.org, first, ` ${stranger} `)).toEqual({
      status: 200,
      body: { conversations: 1, messages: 2 },
    });
    expect(await app.sql`select id from conversations where id = ${first}`).toEqual([]);
    // The simulator's conversation stays: it is the staff's test, not the person's data.
    expect(await messageCount(tried)).toBe(1);
    // (Other files on the shared stack write notifications about this number in their own organisations.)
    expect(
      await app.sql`select id from notifications where organization_id = ${alice.org} and message like ${`${stranger}%`}`,
    ).toEqual([]);
    // Another organisation's conversation with the same number, and Jan's, stay.
    expect(await messageCount(theirs)).toBe(1);
    expect(await messageCount(jans)).toBe(1);
    const log = await activityOf(alice.org);
    expect(log.at(-1)).toEqual({
      kind: "conversation_erased",
      actor_user_id: alice.userId,
      target: first,
      details: { conversations: 1, messages: 2 },
    });
    expect(JSON.stringify(log)).not.toContain("55556666");
  });
});

describe("activity log", () => {
  it("is append-only in the database", async () => {
    await expect(app.sql`update activity_log set kind = 'x' where organization_id = ${alice.org}`).rejects.toThrow(
      /append-only/,
    );
    await expect(app.sql`delete from activity_log where organization_id = ${alice.org}`).rejects.toThrow(/append-only/);
  });

  it("records settings changes made through Zero (retention, chatbot data) and WhatsApp credentials, and only admins see it, live", async () => {
    const za = await app.openZero(alice);
    za.materialize(queries.organizations.visible({ scope: "member" }));
    await eventually(async () => (await za.run(queries.organizations.visible({ scope: "member" }))).length === 1);
    const retention = mutators.organization.updateRetention({ id: alice.org, log_retention_days: 90, now: Date.now() });
    expect(await verdict(za.mutate(retention))).toEqual({ type: "success" });
    const access = mutators.organization.updateChatbotDataAccess({
      id: alice.org,
      employees: true,
      jobs: false,
      shifts: true,
      now: Date.now(),
    });
    expect(await verdict(za.mutate(access))).toEqual({ type: "success" });
    const saved = await app.api(alice, alice.org, "POST", "twilio/credentials", {
      account_sid: `AC${"a".repeat(32)}`,
      auth_token: "geheim-token-123",
      whatsapp_sender: "+3197010203040",
    });
    expect(saved.status).toBe(200);
    const log3 = await activityOf(alice.org);
    expect(log3.slice(-3)).toEqual([
      { kind: "retention_changed", actor_user_id: alice.userId, target: null, details: { log_retention_days: 90 } },
      {
        kind: "chatbot_access_changed",
        actor_user_id: alice.userId,
        target: null,
        details: { employees: true, jobs: false, shifts: true },
      },
      {
        kind: "whatsapp_credentials_changed",
        actor_user_id: alice.userId,
        target: null,
        details: { account_sid: `AC${"a".repeat(32)}`, whatsapp_sender: "+3197010203040" },
      },
    ]);
    expect(JSON.stringify(log3)).not.toContain("geheim-token-123");

    // Employees added, changed and deleted by hand, and the verification switch: by id, never a name or number.
    const id = randomUUID();
    const person = { first_name: "Noor", last_name: "Logboek", phone_number: "+31633334444", email: null };
    // The screen has the employees synced: a change runs on the client's copy first.
    const staff = queries.employees.ofOrganization({ organizationId: alice.org });
    za.materialize(staff);
    const create = mutators.employee.create({
      id,
      organization_id: alice.org,
      ...person,
      employee_number: null,
      now: Date.now(),
    });
    expect(await verdict(za.mutate(create))).toEqual({ type: "success" });
    await eventually(async () => (await za.run(staff)).some((e) => e.id === id));
    for (const m of [
      mutators.employee.update({ id, ...person, email: "noor@voorbeeld.nl", employee_number: null, now: Date.now() }),
      mutators.employee.setActive({ id, is_active: false, now: Date.now() }),
      mutators.employee.delete({ id }),
      mutators.organization.updateVerification({
        id: alice.org,
        verification_required: true,
        verification_methods: ["email"],
        now: Date.now(),
      }),
    ])
      expect(await verdict(za.mutate(m))).toEqual({ type: "success" });
    const entries = (await activityOf(alice.org)).slice(-5);
    expect(entries.map((e) => [e.kind, e.target, e.details])).toEqual([
      ["employee_added", id, {}],
      ["employee_changed", id, { fields: "email" }],
      ["employee_changed", id, { is_active: false }],
      ["employee_deleted", id, {}],
      ["verification_changed", null, { verification_required: true }],
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/Noor|Logboek|31633334444|noor@/);

    const query = queries.activity.ofOrganization({ organizationId: alice.org, kind: null, limit: 100 });
    za.materialize(query);
    const seen = await eventually(async () => {
      const rows = await za.run(query);
      return rows.length === log3.length + 5 ? rows : null;
    });
    expect(seen[0].kind).toBe("verification_changed");
    // A kind is filtered in the query: every entry of it, however many newer ones there are.
    const changed = queries.activity.ofOrganization({ organizationId: alice.org, kind: "employee_changed", limit: 1 });
    expect((await za.run(changed, { type: "complete" })).map((e) => e.details)).toEqual([{ is_active: false }]);
    const twoChanged = queries.activity.ofOrganization({
      organizationId: alice.org,
      kind: "employee_changed",
      limit: 5,
    });
    expect(await za.run(twoChanged, { type: "complete" })).toHaveLength(2);
    const zm = await app.openZero(member);
    const zb = await app.openZero(bob);
    expect(await zm.run(query, { type: "complete" })).toEqual([]);
    expect(await zb.run(query, { type: "complete" })).toEqual([]);
  });
});
