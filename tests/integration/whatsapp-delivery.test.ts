import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
