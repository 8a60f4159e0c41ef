import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import { mutators } from "../../common/zero/mutators.ts";
import { queries } from "../../common/zero/queries.ts";
import { PART_PAUSE_MS } from "../../server/whatsapp/delivery/deliver-message.ts";
import type { FakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import type { Owner, Stack } from "../support/stack.ts";
import { saveTwilioCredentials, startStackWithTwilio, type TwilioAccount } from "../support/twilio.ts";
import { eventually } from "../support/zero-client.ts";

// WhatsApp delivery as an employee and the dashboard see it: every part of a long reply
// counts, parts arrive in order, and Twilio's later verdicts (status callbacks) show.
let app: Stack;
let twilio: FakeTwilio;
let owner: Owner;
let account: TwilioAccount;
const SENDER = "+3197010000031";
let phones = 0;
const newPhone = () => `+316400000${String(++phones).padStart(2, "0")}`;

beforeAll(async () => {
  ({ twilio, app } = await startStackWithTwilio());
  owner = await app.signUpOwner("delivery@a.nl", "Dirk Delivery");
  account = twilio.createAccount();
  await saveTwilioCredentials(app, owner, owner.org, account, SENDER);
});
afterAll(async () => {
  await app?.stop();
});

/** A conversation with `phone` whose window is open, and a staff message in it, as the inbox stores one. */
async function staffSends(phone: string, body: string): Promise<string> {
  const conversationId = randomUUID();
  await app.sql`insert into conversations (id, organization_id, customer_phone, handled_by, message_count, last_message_at, last_inbound_at)
    values (${conversationId}, ${owner.org}, ${phone}, 'human', 1, now(), now())`;
  const id = randomUUID();
  await app.sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, is_from_bot, sent_by_user_id, status, created_at, updated_at)
    values (${id}, ${owner.org}, ${conversationId}, 'outbound', ${body}, false, ${owner.userId}, 'pending', now(), now())`;
  return id;
}

const sentTo = (phone: string) => twilio.sent.filter((m) => m.to === `whatsapp:${phone}`);
const messageRow = async (id: string) =>
  (await app.sql`select status, error_code, message_sid from whatsapp_messages where id = ${id}`)[0];
const para = (n: number) => `Deel ${n}: ${"Dit is een lange uitleg over verlof en toeslagen. ".repeat(25).trim()}`;
const LONG = [para(1), para(2), para(3)].join("\n\n");

describe("a reply sent in several WhatsApp messages", () => {
  it("goes out part by part, each after Twilio accepted the one before and a pause", async () => {
    const phone = newPhone();
    const id = await staffSends(phone, LONG);
    await eventually(async () => (await messageRow(id)).message_sid !== null, 20_000);
    const parts = sentTo(phone);
    expect(parts.map((m) => m.body.slice(0, 6))).toEqual(["Deel 1", "Deel 2", "Deel 3"]);
    for (let i = 1; i < parts.length; i++)
      expect(parts[i].receivedAt - parts[i - 1].receivedAt).toBeGreaterThanOrEqual(PART_PAUSE_MS - 5);
  });

  it("shows failed with the error of a failed first part, though the last was delivered", async () => {
    const phone = newPhone();
    const id = await staffSends(phone, LONG);
    await eventually(async () => (await messageRow(id)).message_sid !== null, 20_000);
    const [first, second, third] = sentTo(phone);
    expect((await twilio.statusCallback(third, "delivered")).status).toBe(204);
    expect((await twilio.statusCallback(first, "failed", "63016")).status).toBe(204);
    expect((await twilio.statusCallback(second, "delivered")).status).toBe(204);
    await eventually(async () => (await messageRow(id)).status === "failed");
    expect(await messageRow(id)).toMatchObject({ status: "failed", error_code: "63016" });
  });

  it("is delivered, then read, only when every part is", async () => {
    const phone = newPhone();
    const id = await staffSends(phone, LONG);
    await eventually(async () => (await messageRow(id)).message_sid !== null, 20_000);
    const parts = sentTo(phone);
    for (const part of parts) await twilio.statusCallback(part, "sent");
    await eventually(async () => (await messageRow(id)).status === "sent");
    await twilio.statusCallback(parts[2], "delivered");
    await twilio.statusCallback(parts[0], "delivered");
    // The middle part is still on its way: the reply is not delivered yet.
    await new Promise((r) => setTimeout(r, 300));
    expect((await messageRow(id)).status).toBe("sent");
    await twilio.statusCallback(parts[1], "delivered");
    await eventually(async () => (await messageRow(id)).status === "delivered");
    for (const part of parts.slice(0, 2)) await twilio.statusCallback(part, "read");
    await new Promise((r) => setTimeout(r, 300));
    expect((await messageRow(id)).status).toBe("delivered");
    await twilio.statusCallback(parts[2], "read");
    await eventually(async () => (await messageRow(id)).status === "read");
    expect((await messageRow(id)).error_code).toBeNull();
  });
});

describe("status callbacks that overtake Twilio's answer to the send", () => {
  it("still move the message once its sid is recorded, for a short reply and for each part of a long one", async () => {
    twilio.emitStatusCallbacksBeforeResponse(["sent", "delivered"]);
    try {
      const short = await staffSends(newPhone(), "Oké, ik bel je morgen.");
      const long = await staffSends(newPhone(), LONG);
      await eventually(async () => (await messageRow(short)).status === "delivered", 20_000);
      await eventually(async () => (await messageRow(long)).status === "delivered", 20_000);
    } finally {
      twilio.emitStatusCallbacksBeforeResponse([]);
    }
  }, 45_000);
});

describe("the WhatsApp page's test message", () => {
  it("shows admins, live, that Twilio failed it after accepting it, with the code; members see nothing", async () => {
    const admin = await app.openZero(owner);
    const member = await app.signUpMember(owner.org, "delivery-lid@a.nl", "Lid Delivery");
    const colleague = await app.openZero(member);
    const query = queries.whatsappTestMessage.ofOrganization({ organizationId: owner.org });
    const phone = newPhone();
    // Real Twilio takes the message (201) and fails it seconds later: the admin never wrote to the number.
    twilio.failByCallback(phone, "63016");
    const sent = await app.api(owner, owner.org, "POST", "twilio/test-message", { to: phone, message: "Hallo! 👋" });
    expect(sent.status).toBe(200);
    const last = await eventually(async () => {
      const [row] = await admin.run(query);
      return row?.status === "failed" ? row : undefined;
    });
    expect(last).toMatchObject({ to_phone: phone, error_code: "63016", message_sid: sentTo(phone)[0].sid });
    expect(await colleague.run(query)).toEqual([]);

    // The next test to a number that did write is delivered, and replaces the failed one.
    const other = newPhone();
    expect((await app.api(owner, owner.org, "POST", "twilio/test-message", { to: other, message: "Hoi" })).status).toBe(
      200,
    );
    for (const status of ["sent", "delivered"]) await twilio.statusCallback(sentTo(other)[0], status);
    await eventually(async () => (await admin.run(query))[0]?.status === "delivered");
    expect((await admin.run(query))[0]).toMatchObject({ to_phone: other, error_code: null });
  });

  it("a test Twilio refuses at once is shown as failed with its code", async () => {
    const admin = await app.openZero(owner);
    const phone = newPhone();
    twilio.refuseRecipient(phone);
    const sent = await app.api(owner, owner.org, "POST", "twilio/test-message", { to: phone, message: "Hoi" });
    expect(sent.status).toBe(502);
    const query = queries.whatsappTestMessage.ofOrganization({ organizationId: owner.org });
    await eventually(async () => (await admin.run(query))[0]?.error_code === "63024");
    expect((await admin.run(query))[0]).toMatchObject({ to_phone: phone, status: "failed" });
  });
});

describe("a template sent from the inbox", () => {
  it("goes out with its variables filled from the conversation's employee, and the inbox shows the text sent", async () => {
    const zo = await app.openZero(owner);
    zo.materialize(queries.conversations.ofOrganization({ organizationId: owner.org }));
    zo.materialize(queries.templates.ofOrganization({ organizationId: owner.org }));
    // The mutators check membership in the local store first, as the inbox's client does.
    zo.materialize(queries.organizations.visible({ scope: "member" }));
    zo.materialize(queries.members.mine());
    await eventually(async () => (await zo.run(queries.members.mine())).length > 0);
    await eventually(async () =>
      (await zo.run(queries.organizations.visible({ scope: "member" }))).some((o) => o.id === owner.org),
    );
    const verdict = async (mutation: Parameters<typeof zo.mutate>[0]) => {
      const server = await zo.mutate(mutation).server;
      return server.type === "error" ? `error: ${JSON.stringify(server.error)}` : server.type;
    };
    const templateSid = `HX${randomUUID().replaceAll("-", "")}`;
    const templateId = randomUUID();
    const created = await verdict(
      mutators.template.create({
        id: templateId,
        organization_id: owner.org,
        name: "Herinnering",
        template_sid: templateSid,
        template_type: "reminder",
        language: "nl",
        body: "Hoi {{1}}, je rooster voor deze week staat klaar.",
        variables: { "1": "first_name" },
        now: Date.now(),
      }),
    );
    expect(created).toBe("success");

    // An employee's number, its window long closed: only a template may go.
    const phone = newPhone();
    const employeeId = randomUUID();
    await app.sql`insert into employees (id, organization_id, first_name, last_name, phone_number)
      values (${employeeId}, ${owner.org}, 'Sanne', 'de Vries', ${phone})`;
    const withEmployee = randomUUID();
    await app.sql`insert into conversations (id, organization_id, customer_phone, employee_id, message_count, last_message_at, last_inbound_at)
      values (${withEmployee}, ${owner.org}, ${phone}, ${employeeId}, 1, now() - interval '3 days', now() - interval '3 days')`;
    const stranger = newPhone();
    const withoutEmployee = randomUUID();
    await app.sql`insert into conversations (id, organization_id, customer_phone, message_count, last_message_at, last_inbound_at)
      values (${withoutEmployee}, ${owner.org}, ${stranger}, 1, now() - interval '3 days', now() - interval '3 days')`;
    const conversations = queries.conversations.ofOrganization({ organizationId: owner.org });
    await eventually(
      async () =>
        (await zo.run(conversations)).filter((c) => c.id === withEmployee || c.id === withoutEmployee).length === 2,
    );
    await eventually(async () =>
      (await zo.run(queries.templates.ofOrganization({ organizationId: owner.org }))).some((t) => t.id === templateId),
    );

    const messageId = randomUUID();
    const send = (id: string, conversation_id: string) =>
      verdict(mutators.conversation.sendTemplate({ id, conversation_id, template_id: templateId, now: Date.now() }));
    expect(await send(messageId, withEmployee)).toBe("success");
    const sent = await eventually(() => sentTo(phone)[0], 15_000);
    expect(sent).toMatchObject({ contentSid: templateSid, contentVariables: { "1": "Sanne" } });
    const [stored] = await app.sql`select message_body, status from whatsapp_messages where id = ${messageId}`;
    expect(stored.message_body).toBe("Hoi Sanne, je rooster voor deze week staat klaar.");

    // A number no employee has cannot fill the first name: refused, nothing stored or sent.
    const refusedId = randomUUID();
    expect(await send(refusedId, withoutEmployee)).toContain(nl.inbox.templateVariablesMissing("voornaam"));
    await new Promise((r) => setTimeout(r, 500));
    expect(sentTo(stranger)).toEqual([]);
    expect(await app.sql`select id from whatsapp_messages where id = ${refusedId}`).toEqual([]);
  });
});
