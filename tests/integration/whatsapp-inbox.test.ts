import { randomUUID } from "node:crypto";
import { defineMutators } from "@rocicorp/zero";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mutators } from "../../common/zero/mutators.ts";
import { queries } from "../../common/zero/queries.ts";
import { type FakeTwilio, startFakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import { type RunningApp, startApp } from "../support/start-app.ts";
import {
  connectUncheckedZero,
  connectZero,
  eventually,
  signUpUser,
  type TestUser,
  type TestZero,
  uncheckedMutator,
} from "../support/zero-client.ts";

let app: RunningApp;
let twilio: FakeTwilio;
let sql: postgres.Sql;
let owner: TestUser;
let outsider: TestUser;
let zo: TestZero;
let zx: TestZero;
let org: string;
let account: { accountSid: string; authToken: string };
const SENDER = "+3197010000009";
const now = () => Date.now();
const rogueMutators = defineMutators({
  conversation: { reply: uncheckedMutator(), takeOver: uncheckedMutator() },
  employee: { create: uncheckedMutator() },
  organization: { updateVerification: uncheckedMutator() },
});

async function verdict(zero: TestZero, mutation: Parameters<TestZero["mutate"]>[0]) {
  const server = await zero.mutate(mutation).server;
  return server.type === "error" ? `error: ${JSON.stringify(server.error)}` : server.type;
}

/** An employee's message through the signed webhook; resolves once the inbox has its conversation. */
async function employeeAsks(phone: string, body: string): Promise<{ id: string }> {
  const res = await twilio.inbound(`${app.url}/api/webhooks/twilio/${org}`, account.authToken, {
    from: phone,
    to: SENDER,
    body,
    accountSid: account.accountSid,
  });
  expect(res.status).toBe(200);
  const id = await eventually(
    async () => (await sql`select id from conversations where customer_phone = ${phone}`)[0]?.id as string,
  );
  // The inbox has the conversation in its local store (mutators check it there first).
  await eventually(async () =>
    (await zo.run(queries.conversations.ofOrganization({ organizationId: org }))).some((r) => r.id === id),
  );
  return { id };
}

beforeAll(async () => {
  twilio = await startFakeTwilio();
  app = await startApp({ env: { TWILIO_API_BASE_URL: twilio.baseUrl } });
  sql = postgres(app.databaseUrl, { max: 2, onnotice: () => {} });
  owner = await signUpUser(app.url, "inbox@a.nl", "Ida Inbox");
  outsider = await signUpUser(app.url, "inbox@b.nl", "Otto Outsider");
  org = (await sql`select organization_id from organization_members where user_id = ${owner.userId}`)[0]
    .organization_id;
  account = twilio.createAccount();
  const saved = await fetch(`${app.url}/api/twilio/credentials`, {
    method: "POST",
    headers: { cookie: owner.cookie, origin: app.url, "x-organization-id": org, "content-type": "application/json" },
    body: JSON.stringify({ account_sid: account.accountSid, auth_token: account.authToken, whatsapp_sender: SENDER }),
  });
  expect(saved.status).toBe(200);
  await sql`insert into faqs (id, organization_id, question, answer) values
    (gen_random_uuid(), ${org}, 'Hoeveel vakantiedagen heb ik per jaar?', 'Je hebt 25 vakantiedagen per jaar.')`;
  zo = await connectZero(app.url, owner);
  // Subscribed as the inbox page is: the local store follows the organisation's conversations.
  zo.materialize(queries.conversations.ofOrganization({ organizationId: org }));
  zo.materialize(queries.templates.ofOrganization({ organizationId: org }));
  zo.materialize(queries.organizations.visible({ scope: "member" }));
  zo.materialize(queries.members.mine());
  zx = await connectZero(app.url, outsider);
});
afterAll(async () => {
  zo?.close();
  zx?.close();
  await sql?.end();
  await app?.stop();
  await twilio?.stop();
});

describe("staff in the inbox", () => {
  it("a staff reply goes to Twilio with the status callback, takes the conversation over and silences the assistant", async () => {
    const phone = "+31620000001";
    const conversation = await employeeAsks(phone, "Hoeveel vakantiedagen heb ik per jaar?");
    await eventually(() => twilio.sent.some((m) => m.to === `whatsapp:${phone}`));

    const id = randomUUID();
    expect(
      await verdict(
        zo,
        mutators.conversation.reply({ id, conversation_id: conversation.id, body: "Ik bel je zo.", now: now() }),
      ),
    ).toBe("success");
    const sent = await eventually(() =>
      twilio.sent.find((m) => m.to === `whatsapp:${phone}` && m.body === "Ik bel je zo."),
    );
    expect(sent.from).toBe(`whatsapp:${SENDER}`);
    expect(sent.statusCallback).toBe(`${app.url}/api/webhooks/twilio/${org}`);
    await eventually(
      async () => (await sql`select message_sid from whatsapp_messages where id = ${id}`)[0].message_sid === sent.sid,
    );
    const [row] = await sql`select handled_by, message_count from conversations where id = ${conversation.id}`;
    expect(row).toEqual({ handled_by: "human", message_count: 3 });

    await employeeAsks(phone, "Hoeveel vakantiedagen heb ik per jaar?");
    await new Promise((r) => setTimeout(r, 1500));
    expect(twilio.sent.filter((m) => m.to === `whatsapp:${phone}`)).toHaveLength(2);

    expect(await verdict(zo, mutators.conversation.handBack({ id: conversation.id }))).toBe("success");
    await employeeAsks(phone, "Hoeveel vakantiedagen heb ik per jaar?");
    await eventually(() => twilio.sent.filter((m) => m.to === `whatsapp:${phone}`).length === 3);
  });

  it("after 24 hours only an approved template is sent, by its content sid", async () => {
    const phone = "+31620000002";
    const conversation = await employeeAsks(phone, "Hoeveel vakantiedagen heb ik per jaar?");
    await eventually(() => twilio.sent.some((m) => m.to === `whatsapp:${phone}`));
    await sql`update conversations set last_inbound_at = now() - interval '25 hours' where id = ${conversation.id}`;
    await eventually(async () => {
      const rows = await zo.run(queries.conversations.ofOrganization({ organizationId: org }));
      const c = rows.find((r) => r.id === conversation.id);
      return c?.last_inbound_at != null && c.last_inbound_at < Date.now() - 24 * 3600 * 1000;
    });
    const refused = await verdict(
      zo,
      mutators.conversation.reply({ id: randomUUID(), conversation_id: conversation.id, body: "Te laat", now: now() }),
    );
    expect(refused).toContain("ouder dan 24 uur");
    expect(await sql`select 1 from whatsapp_messages where message_body = 'Te laat'`).toHaveLength(0);

    const templateId = randomUUID();
    const sid = "HXabcdef0123456789abcdef0123456789";
    expect(
      await verdict(
        zo,
        mutators.template.create({
          id: templateId,
          organization_id: org,
          name: "Vraag beantwoord",
          template_sid: sid,
          template_type: "notification",
          language: "nl",
          now: now(),
        }),
      ),
    ).toBe("success");
    expect(
      await verdict(
        zo,
        mutators.conversation.sendTemplate({
          id: randomUUID(),
          conversation_id: conversation.id,
          template_id: templateId,
          now: now(),
        }),
      ),
    ).toBe("success");
    const sent = await eventually(() => twilio.sent.find((m) => m.to === `whatsapp:${phone}` && m.contentSid === sid));
    expect(sent.body).toBe("");
  });

  it("a test message from the simulator is stored redacted, in a test conversation, and answered there", async () => {
    const res = await fetch(`${app.url}/api/assistant-test/messages`, {
      method: "POST",
      headers: { cookie: owner.cookie, origin: app.url, "x-organization-id": org, "content-type": "application/json" },
      body: JSON.stringify({
        phone: "+31612340000",
        message: "Mijn BSN is 111222333, hoeveel vakantiedagen heb ik per jaar?",
      }),
    });
    expect(res.status).toBe(200);
    const { messageId } = (await res.json()) as { messageId: string };
    const [stored] = await sql`select m.message_body, c.is_test from whatsapp_messages m
      join conversations c on c.id = m.conversation_id where m.id = ${messageId}`;
    expect(stored).toEqual({
      message_body: "Mijn BSN is [BSN verwijderd], hoeveel vakantiedagen heb ik per jaar?",
      is_test: true,
    });
    await eventually(
      async () => (await sql`select 1 from whatsapp_messages where reply_to = ${messageId}`).length === 1,
    );
  });

  it("another organisation's member sees none of it and can write nothing", async () => {
    const phone = "+31620000003";
    const conversation = await employeeAsks(phone, "Hoeveel vakantiedagen heb ik per jaar?");
    expect(await zx.run(queries.conversations.ofOrganization({ organizationId: org }), { type: "complete" })).toEqual(
      [],
    );
    expect(
      await zx.run(queries.messages.ofConversation({ organizationId: org, conversationId: conversation.id }), {
        type: "complete",
      }),
    ).toEqual([]);
    expect(await zx.run(queries.employees.ofOrganization({ organizationId: org }), { type: "complete" })).toEqual([]);
    expect(await zx.run(queries.templates.ofOrganization({ organizationId: org }), { type: "complete" })).toEqual([]);
    // Through a client that skips its own checks: every refusal below is the server's.
    const rogue = await connectUncheckedZero(app.url, outsider, rogueMutators);
    const attempts = [
      rogueMutators.conversation.reply({
        id: randomUUID(),
        conversation_id: conversation.id,
        body: "Gekaapt",
        now: now(),
      }),
      rogueMutators.conversation.takeOver({ id: conversation.id }),
      rogueMutators.employee.create({
        id: randomUUID(),
        organization_id: org,
        first_name: "Indringer",
        last_name: "",
        phone_number: "+31699999999",
        email: null,
        employee_number: null,
        now: now(),
      }),
      rogueMutators.organization.updateVerification({
        id: org,
        verification_required: false,
        verification_methods: [],
        now: now(),
      }),
    ];
    for (const attempt of attempts) expect((await rogue.mutate(attempt).server).type).toBe("error");
    await rogue.close();
    expect(await sql`select handled_by from conversations where id = ${conversation.id}`).toEqual([
      { handled_by: "assistant" },
    ]);
    expect(await sql`select 1 from whatsapp_messages where message_body = 'Gekaapt'`).toHaveLength(0);
    expect(await sql`select 1 from employees where first_name = 'Indringer'`).toHaveLength(0);

    // And the simulator refuses to write into it.
    const sim = await fetch(`${app.url}/api/assistant-test/messages`, {
      method: "POST",
      headers: {
        cookie: outsider.cookie,
        origin: app.url,
        "x-organization-id": org,
        "content-type": "application/json",
      },
      body: JSON.stringify({ phone: "+31611111111", message: "Hallo" }),
    });
    expect(sim.status).toBe(404);
  });
});
