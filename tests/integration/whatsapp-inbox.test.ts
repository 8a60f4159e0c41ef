import { randomUUID } from "node:crypto";
import { defineMutators } from "@rocicorp/zero";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import { mutators } from "../../common/zero/mutators.ts";
import { queries } from "../../common/zero/queries.ts";
import type { FakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import type { Owner, Stack } from "../support/stack.ts";
import { employeeWrites, saveTwilioCredentials, startStackWithTwilio, type TwilioAccount } from "../support/twilio.ts";
import { eventually, type TestUser, type TestZero, uncheckedMutator } from "../support/zero-client.ts";

let app: Stack;
let twilio: FakeTwilio;
let owner: Owner;
let outsider: TestUser;
let zo: TestZero;
let zx: TestZero;
let account: TwilioAccount;
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

/** A colleague's message in 'Test de assistent' (the simulator); resolves to its message id. */
async function simulatorSends(phone: string, message: string): Promise<string> {
  const res = await app.api<{ messageId: string }>(owner, owner.org, "POST", "assistant-test/messages", {
    phone,
    message,
  });
  expect(res.status).toBe(200);
  return res.body.messageId;
}

/** An employee's message through the signed webhook; resolves once the inbox has its conversation. */
const employeeAsks = async (phone: string, body: string) => ({
  id: await employeeWrites(app, twilio, owner.org, account, { from: phone, to: SENDER, body }, [zo]),
});

beforeAll(async () => {
  ({ twilio, app } = await startStackWithTwilio());
  owner = await app.signUpOwner("inbox@a.nl", "Ida Inbox");
  outsider = await app.signUp("inbox@b.nl", "Otto Outsider");
  account = twilio.createAccount();
  await saveTwilioCredentials(app, owner, owner.org, account, SENDER);
  await app.sql`insert into faqs (id, organization_id, question, answer) values
    (gen_random_uuid(), ${owner.org}, 'Hoeveel vakantiedagen heb ik per jaar?', 'Je hebt 25 vakantiedagen per jaar.')`;
  zo = await app.openZero(owner);
  // Subscribed as the inbox page is: the local store follows the organisation's conversations.
  zo.materialize(queries.conversations.ofOrganization({ organizationId: owner.org }));
  zo.materialize(queries.templates.ofOrganization({ organizationId: owner.org }));
  zo.materialize(queries.organizations.visible({ scope: "member" }));
  zo.materialize(queries.members.mine());
  zx = await app.openZero(outsider);
});
afterAll(async () => {
  await app?.stop();
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
    expect(sent.statusCallback).toBe(`${app.url}/api/webhooks/twilio/${owner.org}`);
    await eventually(
      async () =>
        (await app.sql`select message_sid from whatsapp_messages where id = ${id}`)[0].message_sid === sent.sid,
    );
    const [row] = await app.sql`select handled_by, message_count from conversations where id = ${conversation.id}`;
    expect(row).toEqual({ handled_by: "human", message_count: 3 });

    await employeeAsks(phone, "Hoeveel vakantiedagen heb ik per jaar?");
    await new Promise((r) => setTimeout(r, 1500));
    expect(twilio.sent.filter((m) => m.to === `whatsapp:${phone}`)).toHaveLength(2);
    // The assistant is silent, so staff hear of it: the count shows what waits for them, and
    // the colleague who has it is told once (not every admin), not per message.
    const colleague = await app.signUpMember(owner.org, "collega-inbox@a.nl", "Cas Collega");
    const zc = await app.openZero(colleague);
    zc.materialize(queries.conversations.ofOrganization({ organizationId: owner.org }));
    zc.materialize(queries.organizations.visible({ scope: "member" }));
    zc.materialize(queries.members.mine());
    await eventually(async () =>
      (await zc.run(queries.conversations.ofOrganization({ organizationId: owner.org }))).some(
        (r) => r.id === conversation.id,
      ),
    );
    // The owner took it over by replying: the colleague writes only having confirmed that.
    const byColleague = mutators.conversation.reply({
      id: randomUUID(),
      conversation_id: conversation.id,
      body: "Ik kijk het na.",
      now: now(),
      colleague: owner.userId,
    });
    expect(await verdict(zc, byColleague)).toBe("success");
    await eventually(() => twilio.sent.some((m) => m.to === `whatsapp:${phone}` && m.body === "Ik kijk het na."));
    await employeeAsks(phone, "en wanneer hoor ik iets?");
    await employeeAsks(phone, "hallo??");
    await eventually(
      async () =>
        (await app.sql`select unresolved_count from conversations where id = ${conversation.id}`)[0]
          .unresolved_count === 2,
    );
    const told = await app.sql`select user_id, message from notifications
      where data->>'conversation_id' = ${conversation.id} and title = ${nl.assistant.staffConversationTitle}
      order by created_at`;
    // The owner, who has the conversation, heard of the message after their reply, and of the
    // two after the colleague's once: the colleague wrote, but the conversation stayed the owner's.
    expect(told.map((n) => n.user_id)).toEqual([owner.userId, owner.userId]);
    expect(told[1].message).toContain("stuurde een bericht in een gesprek dat HR heeft overgenomen");
    expect(twilio.sent.filter((m) => m.to === `whatsapp:${phone}`)).toHaveLength(3);

    expect(await verdict(zo, mutators.conversation.handBack({ id: conversation.id }))).toBe("success");
    // Handed back, the assistant answers the message left waiting ("hallo??"), then the next one.
    await eventually(() => twilio.sent.filter((m) => m.to === `whatsapp:${phone}`).length === 4);
    await employeeAsks(phone, "Hoeveel vakantiedagen heb ik per jaar?");
    await eventually(() => twilio.sent.filter((m) => m.to === `whatsapp:${phone}`).length === 5);

    // A reply longer than Twilio takes in one message reaches the employee whole, in parts;
    // one longer than WhatsApp's own limit is refused, not cut.
    const points = Array.from(
      { length: 12 },
      (_, i) => `Punt ${i + 1}: ${Array(9).fill("we regelen het voor je.").join(" ")}`,
    );
    const long = `${points.join("\n\n")}\n\nGroet, Eva`;
    expect(long.length).toBeGreaterThan(2500);
    const longId = randomUUID();
    expect(
      await verdict(
        zo,
        mutators.conversation.reply({ id: longId, conversation_id: conversation.id, body: long, now: now() }),
      ),
    ).toBe("success");
    const parts = await eventually(() => {
      const found = twilio.sent.filter((m) => m.to === `whatsapp:${phone}`).slice(5);
      return found.at(-1)?.body.endsWith("Groet, Eva") ? found : null;
    });
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(part.body.length).toBeLessThanOrEqual(1600);
    expect(parts.map((p) => p.body).join("\n\n")).toBe(long);
    const tooLong = await verdict(
      zo,
      mutators.conversation.reply({
        id: randomUUID(),
        conversation_id: conversation.id,
        body: "x".repeat(4097),
        now: now(),
      }),
    );
    expect(tooLong).not.toBe("success");
  });

  it("after 24 hours only an approved template is sent, by its content sid", async () => {
    const phone = "+31620000002";
    const conversation = await employeeAsks(phone, "Hoeveel vakantiedagen heb ik per jaar?");
    await eventually(() => twilio.sent.some((m) => m.to === `whatsapp:${phone}`));
    await app.sql`update conversations set last_inbound_at = now() - interval '25 hours' where id = ${conversation.id}`;
    await eventually(async () => {
      const rows = await zo.run(queries.conversations.ofOrganization({ organizationId: owner.org }));
      const c = rows.find((r) => r.id === conversation.id);
      return c?.last_inbound_at != null && c.last_inbound_at < Date.now() - 24 * 3600 * 1000;
    });
    const refused = await verdict(
      zo,
      mutators.conversation.reply({ id: randomUUID(), conversation_id: conversation.id, body: "Te laat", now: now() }),
    );
    expect(refused).toContain("ouder dan 24 uur");
    expect(await app.sql`select 1 from whatsapp_messages where message_body = 'Te laat'`).toHaveLength(0);

    const templateId = randomUUID();
    const sid = "HXabcdef0123456789abcdef0123456789";
    expect(
      await verdict(
        zo,
        mutators.template.create({
          id: templateId,
          organization_id: owner.org,
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

    // Once the employee has sent STOP, no template reaches them, through any client.
    await app.sql`update conversations set opted_out_at = now() where id = ${conversation.id}`;
    await eventually(async () =>
      (await zo.run(queries.conversations.ofOrganization({ organizationId: owner.org }))).some(
        (r) => r.id === conversation.id && r.opted_out_at != null,
      ),
    );
    const afterStop = await verdict(
      zo,
      mutators.conversation.sendTemplate({
        id: randomUUID(),
        conversation_id: conversation.id,
        template_id: templateId,
        now: now(),
      }),
    );
    expect(afterStop).toContain(nl.inbox.optedOutNoTemplate);
    await new Promise((r) => setTimeout(r, 500));
    expect(twilio.sent.filter((m) => m.to === `whatsapp:${phone}` && m.contentSid === sid)).toHaveLength(1);
  });

  it("two colleagues replying in the same moment, while the employee writes: every message counted", async () => {
    const phone = "+31620000009";
    const conversation = await employeeAsks(phone, "Hoeveel vakantiedagen heb ik per jaar?");
    await eventually(() => twilio.sent.some((m) => m.to === `whatsapp:${phone}`));
    const second = await app.signUpMember(owner.org, `collega-race-${randomUUID()}@a.nl`, "Rita Race");
    const [a, b] = [
      await app.openUncheckedZero(owner, rogueMutators),
      await app.openUncheckedZero(second, rogueMutators),
    ];
    const reply = (zero: typeof a, body: string, colleague?: string) =>
      zero.mutate(
        rogueMutators.conversation.reply({
          id: randomUUID(),
          conversation_id: conversation.id,
          body,
          now: now(),
          colleague,
        }),
      ).server;
    // The owner has it; Rita confirmed writing in the owner's conversation.
    expect(await verdict(zo, mutators.conversation.takeOver({ id: conversation.id }))).toBe("success");
    for (let round = 0; round < 3; round++) {
      const [first, other] = await Promise.all([
        reply(a, `Ik kijk ernaar (${round})`),
        reply(b, `Ik ook (${round})`, owner.userId),
        employeeAsks(phone, `nog een vraag ${round}`),
      ]);
      expect([first.type, other.type]).toEqual(["success", "success"]);
    }
    // Eleven at least: the question, its answer, and nine sent at once (the assistant may
    // still have answered one of them before the take-over); the employee's messages land
    // through the webhook's batches, which on a loaded machine takes a while.
    await eventually(async () => {
      const [row] = await app.sql`select message_count,
          (select count(*)::int from whatsapp_messages where conversation_id = ${conversation.id}) as stored
        from conversations where id = ${conversation.id}`;
      return row.message_count === row.stored && row.stored >= 11 ? row : null;
    }, 30_000);
  });

  it("a question the assistant handed over stays open until staff answer it; then it leaves 'Persoon nodig' once handed back", async () => {
    const phone = "+31620000004";
    const conversation = await employeeAsks(phone, "Mag ik mijn leasefiets eerder inleveren?");
    const open = async () =>
      (await app.sql`select handled_by, unresolved_count from conversations where id = ${conversation.id}`)[0];
    await eventually(async () => (await open()).unresolved_count === 1);
    const notified = await app.sql`select 1 from notifications
      where organization_id = ${owner.org} and data->>'conversation_id' = ${conversation.id}`;
    expect(notified.length).toBeGreaterThan(0);

    expect(
      await verdict(
        zo,
        mutators.conversation.reply({
          id: randomUUID(),
          conversation_id: conversation.id,
          body: "Ja, dat kan.",
          now: now(),
        }),
      ),
    ).toBe("success");
    expect(await open()).toEqual({ handled_by: "human", unresolved_count: 0 });
    expect(await verdict(zo, mutators.conversation.handBack({ id: conversation.id }))).toBe("success");
    // The inbox's "Persoon nodig" filter, as the server runs it for search.
    const needsPerson = await app.sql`select 1 from conversations c where c.id = ${conversation.id}
      and not c.is_test and (c.handled_by = 'human' or c.unresolved_count > 0)`;
    expect(needsPerson).toEqual([]);
  });

  it("a hand-over in the simulator notifies no one: it is a colleague testing", async () => {
    const messageId = await simulatorSends("+31612340001", "Mag ik mijn leasefiets eerder inleveren?");
    const reply = await eventually(
      async () =>
        (await app.sql`select handover, conversation_id from whatsapp_messages where reply_to = ${messageId}`)[0],
    );
    expect(reply.handover).toBe(true);
    const notified =
      await app.sql`select 1 from notifications where data->>'conversation_id' = ${reply.conversation_id}`;
    expect(notified).toEqual([]);
  });

  it("a recovery in the simulator is not said to have gone to HR: it says what WhatsApp would do, and notifies no one", async () => {
    const messageId = await simulatorSends("+31612340002", "ik ben weer beter");
    const reply = await eventually(
      async () =>
        (
          await app.sql`select message_body, explanation, conversation_id from whatsapp_messages where reply_to = ${messageId}`
        )[0],
    );
    expect(reply.message_body).toContain(nl.assistant.recoveredInSimulator);
    expect(reply.message_body).not.toContain("Ik heb het doorgegeven aan HR");
    expect(reply.explanation).toMatchObject({ recoveryReport: true, note: nl.explanation.recoveredInSimulator });
    const notified =
      await app.sql`select 1 from notifications where data->>'conversation_id' = ${reply.conversation_id}`;
    expect(notified).toEqual([]);
  });

  it("a sick report in a simulator conversation staff took over notifies no one: it is a colleague testing", async () => {
    const phone = "+31612340003";
    const first = await simulatorSends(phone, "Hoeveel vakantiedagen heb ik per jaar?");
    const { conversation_id: id } = await eventually(
      async () => (await app.sql`select conversation_id from whatsapp_messages where reply_to = ${first}`)[0],
    );
    await eventually(async () =>
      (await zo.run(queries.conversations.ofOrganization({ organizationId: owner.org }))).some((r) => r.id === id),
    );
    expect(await verdict(zo, mutators.conversation.takeOver({ id }))).toBe("success");

    const report = await simulatorSends(phone, "Ik ben ziek, ik kan vandaag niet komen werken");
    // The assistant is silent; the message waits for the colleague in the thread, marked as health data.
    await eventually(
      async () =>
        (await app.sql`select unresolved_count from conversations where id = ${id}`)[0]?.unresolved_count === 1,
    );
    expect(await app.sql`select is_health from whatsapp_messages where id = ${report}`).toEqual([{ is_health: true }]);
    expect(await app.sql`select 1 from whatsapp_messages where reply_to = ${report}`).toEqual([]);
    // Not the owner (whose 'Mag ziekmeldingen zien' is on) nor anyone else: no Ziekmelding, no "Nieuw bericht".
    expect(await app.sql`select title from notifications where data->>'conversation_id' = ${id}`).toEqual([]);
  });

  it("three wrong verification answers in the simulator lock it as on WhatsApp, and notify no one", async () => {
    const phone = "+31612340004";
    const personal = "Wanneer loopt mijn contract af?";
    await app.sql`insert into employees (id, organization_id, phone_number, employee_number)
      values (gen_random_uuid(), ${owner.org}, ${phone}, 'P-7007')`;
    await app.sql`insert into faqs (id, organization_id, question, answer)
      values (gen_random_uuid(), ${owner.org}, ${personal}, 'Je contract loopt tot en met 31 december.')`;
    await app.sql`update organizations set verification_required = true where id = ${owner.org}`;
    try {
      const replyTo = async (body: string) => {
        const id = await simulatorSends(phone, body);
        return eventually(
          async () =>
            (await app.sql`select message_body, conversation_id from whatsapp_messages where reply_to = ${id}`)[0],
        );
      };
      expect((await replyTo(personal)).message_body).toContain("Stuur ter verificatie");
      await replyTo("P-0001");
      await replyTo("P-0002");
      const locked = await replyTo("P-0003");
      expect(locked.message_body).toContain("te vaak niet gelukt");
      expect(
        await app.sql`select title from notifications where data->>'conversation_id' = ${locked.conversation_id}`,
      ).toEqual([]);
    } finally {
      await app.sql`update organizations set verification_required = false where id = ${owner.org}`;
    }
  });

  it("the simulator refuses a number cut short with the employee form's message, and stores nothing", async () => {
    for (const phone of ["0612", "+3161234567"]) {
      const res = await app.api<{ error: { title: string } }>(owner, owner.org, "POST", "assistant-test/messages", {
        phone,
        message: "Hallo",
      });
      expect(res.status, phone).toBe(400);
      expect(res.body.error.title, phone).toBe(nl.employees.invalidPhone);
    }
    expect(
      await app.sql`select 1 from conversations where organization_id = ${owner.org} and customer_phone in ('0612', '+3161234567')`,
    ).toEqual([]);
  });

  it("a test message from the simulator is stored redacted, in a test conversation, and answered there", async () => {
    const messageId = await simulatorSends(
      "+31612340000",
      "Mijn BSN is 111222333, hoeveel vakantiedagen heb ik per jaar?",
    );
    const [stored] = await app.sql`select m.message_body, c.is_test from whatsapp_messages m
      join conversations c on c.id = m.conversation_id where m.id = ${messageId}`;
    expect(stored).toEqual({
      message_body: "Mijn BSN is [BSN verwijderd], hoeveel vakantiedagen heb ik per jaar?",
      is_test: true,
    });
    await eventually(
      async () => (await app.sql`select 1 from whatsapp_messages where reply_to = ${messageId}`).length === 1,
    );
  });

  it("another organisation's member sees none of it and can write nothing", async () => {
    const phone = "+31620000003";
    const conversation = await employeeAsks(phone, "Hoeveel vakantiedagen heb ik per jaar?");
    expect(
      await zx.run(queries.conversations.ofOrganization({ organizationId: owner.org }), { type: "complete" }),
    ).toEqual([]);
    expect(
      await zx.run(
        queries.messages.ofConversation({ organizationId: owner.org, conversationId: conversation.id, limit: 100 }),
        {
          type: "complete",
        },
      ),
    ).toEqual([]);
    expect(await zx.run(queries.employees.ofOrganization({ organizationId: owner.org }), { type: "complete" })).toEqual(
      [],
    );
    expect(await zx.run(queries.templates.ofOrganization({ organizationId: owner.org }), { type: "complete" })).toEqual(
      [],
    );
    // Through a client that skips its own checks: every refusal below is the server's.
    const rogue = await app.openUncheckedZero(outsider, rogueMutators);
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
        organization_id: owner.org,
        first_name: "Indringer",
        last_name: "",
        phone_number: "+31699999999",
        email: null,
        employee_number: null,
        now: now(),
      }),
      rogueMutators.organization.updateVerification({
        id: owner.org,
        verification_required: false,
        verification_methods: [],
        now: now(),
      }),
    ];
    for (const attempt of attempts) expect((await rogue.mutate(attempt).server).type).toBe("error");
    expect(await app.sql`select handled_by from conversations where id = ${conversation.id}`).toEqual([
      { handled_by: "assistant" },
    ]);
    expect(await app.sql`select 1 from whatsapp_messages where message_body = 'Gekaapt'`).toHaveLength(0);
    expect(await app.sql`select 1 from employees where first_name = 'Indringer'`).toHaveLength(0);

    // And the simulator refuses to write into it.
    const sim = await app.api(outsider, owner.org, "POST", "assistant-test/messages", {
      phone: "+31611111111",
      message: "Hallo",
    });
    expect(sim.status).toBe(404);
  });
});
