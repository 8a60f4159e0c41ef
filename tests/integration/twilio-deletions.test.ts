import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import type { Owner, Stack } from "../support/stack.ts";
import { saveTwilioCredentials, startStackWithTwilio, type TwilioAccount } from "../support/twilio.ts";
import { eventually } from "../support/zero-client.ts";

// What stays at Twilio: the photos, PDFs and voice notes employees send, and every message
// (its body unredacted) in the organisation's account. Through the real webhook, worker and
// SDK against the fake Twilio, which answers DELETEs as Twilio does and records them.

let app: Stack;
let twilio: FakeTwilio;
let owner: Owner;
let account: TwilioAccount;
const SENDER = "+3197010000009";
let phoneSeq = 0;
const newPhone = () => `+316${String(20_000_000 + ++phoneSeq * 7919).slice(-8)}`;

/** An employee's signed WhatsApp message to the organisation: its MessageSid. */
async function say(from: string, body: string, media: string[] = []) {
  const res = await twilio.inbound(`${app.url}/api/webhooks/twilio/${owner.org}`, account.authToken, {
    from,
    to: SENDER,
    body,
    media,
  });
  expect(res.status).toBe(200);
  return res.messageSid;
}

/** Every Twilio sid of the conversation with `phone`, once its reply went out (both directions). */
async function sidsOnceAnswered(phone: string) {
  return eventually(async () => {
    const rows = await app.sql`select m.direction, m.message_sid from whatsapp_messages m
      join conversations c on c.id = m.conversation_id
      where c.organization_id = ${owner.org} and c.customer_phone = ${phone}`;
    const outbound = rows.filter((r) => r.direction === "outbound" && r.message_sid);
    return outbound.length > 0 && rows.length >= 2 ? rows.map((r) => r.message_sid as string) : null;
  }, 30_000);
}

async function employee(first: string, phone: string) {
  const id = randomUUID();
  await app.sql`insert into employees (id, organization_id, first_name, last_name, phone_number)
    values (${id}, ${owner.org}, ${first}, 'Jansen', ${phone})`;
  return id;
}

const deletedMessages = () => new Set(twilio.deleted.filter((d) => !d.mediaSid).map((d) => d.messageSid));
const waitingAtTwilio = async () =>
  Number((await app.sql`select count(*)::int as n from system.twilio_deletions`)[0].n);

beforeAll(async () => {
  ({ twilio, app } = await startStackWithTwilio());
  owner = await app.signUpOwner("twilio-deletions@a.nl", "Dana Distributie");
  account = twilio.createAccount();
  await saveTwilioCredentials(app, owner, owner.org, account, SENDER);
});
afterAll(async () => {
  await app?.stop();
});

describe("photos, PDFs and voice notes", () => {
  it("are deleted at Twilio once the message is recorded; the message itself stays there until ours goes", async () => {
    const phone = newPhone();
    const sid = await say(phone, "hierbij mijn ziektebriefje en loonstrook", ["image/jpeg", "application/pdf"]);
    const media = twilio.mediaOf(sid);
    expect(media).toHaveLength(2);
    await eventually(() => twilio.mediaOf(sid).length === 0, 20_000);
    expect(
      twilio.deleted
        .filter((d) => d.messageSid === sid)
        .map((d) => d.mediaSid)
        .sort(),
    ).toEqual([...media].sort());
    expect(deletedMessages().has(sid)).toBe(false);
    // The reply still tells them HR will not get it; nothing is left to do at Twilio for now.
    await sidsOnceAnswered(phone);
    await eventually(async () => (await waitingAtTwilio()) === 0, 10_000);
  });

  it("a shared location or plain text asks nothing of Twilio", async () => {
    const before = twilio.deleted.length;
    const phone = newPhone();
    await say(phone, "hoe laat begint mijn dienst");
    const res = await twilio.inbound(`${app.url}/api/webhooks/twilio/${owner.org}`, account.authToken, {
      from: phone,
      to: SENDER,
      body: "",
      location: { latitude: "52.37", longitude: "4.89" },
    });
    expect(res.status).toBe(200);
    await sidsOnceAnswered(phone);
    await new Promise((r) => setTimeout(r, 1000));
    expect(twilio.deleted.length).toBe(before);
  });
});

describe("an erasure reaches Twilio", () => {
  it("erasing an employee deletes their messages at Twilio, theirs and the assistant's replies", async () => {
    const phone = newPhone();
    const id = await employee("Sem", phone);
    await say(phone, "mijn iban is NL91ABNA0417164300, klopt mijn loon?");
    const sids = await sidsOnceAnswered(phone);
    const res = await app.api(owner, owner.org, "POST", `employee-data/${id}/erase`, { confirmation: "Sem Jansen" });
    expect(res.status).toBe(200);
    await eventually(() => sids.every((sid) => deletedMessages().has(sid)), 20_000);
    await eventually(async () => (await waitingAtTwilio()) === 0, 10_000);
  });

  it("erasing a number no employee holds deletes its messages at Twilio too", async () => {
    const phone = newPhone();
    await say(phone, "ik wil graag solliciteren");
    const sids = await sidsOnceAnswered(phone);
    const [conversation] =
      await app.sql`select id from conversations where organization_id = ${owner.org} and customer_phone = ${phone}`;
    const res = await app.api(owner, owner.org, "POST", `employee-data/conversations/${conversation.id}/erase`, {
      confirmation: phone,
    });
    expect(res.status).toBe(200);
    await eventually(() => sids.every((sid) => deletedMessages().has(sid)), 20_000);
  });

  it("with Twilio down the erasure still completes, and the deletions follow once Twilio is back", async () => {
    const phone = newPhone();
    const id = await employee("Noor", phone);
    await say(phone, "wanneer krijg ik mijn vakantiegeld");
    const sids = await sidsOnceAnswered(phone);
    twilio.setDeletionsDown(true);
    try {
      const res = await app.api(owner, owner.org, "POST", `employee-data/${id}/erase`, { confirmation: "Noor Jansen" });
      expect(res.status).toBe(200);
      // Gone from our database at once; at Twilio, tried and waiting for another go.
      expect(await app.sql`select 1 from whatsapp_messages where message_sid in ${app.sql(sids)}`).toHaveLength(0);
      await eventually(
        async () =>
          (await app.sql`select 1 from system.twilio_deletions where message_sid in ${app.sql(sids)} and attempts > 0`)
            .length === sids.length,
        20_000,
      );
      expect(sids.some((sid) => deletedMessages().has(sid))).toBe(false);
    } finally {
      twilio.setDeletionsDown(false);
    }
    await eventually(() => sids.every((sid) => deletedMessages().has(sid)), 30_000);
  });

  it("a message Twilio is not done with yet (20009) is tried again a minute later, not given up", async () => {
    const phone = newPhone();
    const id = await employee("Ilse", phone);
    await say(phone, "hoeveel verlof heb ik nog");
    const sids = await sidsOnceAnswered(phone);
    const [held, ...rest] = sids;
    twilio.keepNotFinal(held);
    expect(
      (await app.api(owner, owner.org, "POST", `employee-data/${id}/erase`, { confirmation: "Ilse Jansen" })).status,
    ).toBe(200);
    await eventually(() => rest.every((sid) => deletedMessages().has(sid)), 20_000);
    const [waiting] = await eventually(
      () =>
        app.sql`select attempts, extract(epoch from not_before - now())::float8 as wait from system.twilio_deletions where message_sid = ${held} and attempts = 1`.then(
          (r) => (r.length ? r : null),
        ),
      20_000,
    );
    expect(waiting.attempts).toBe(1);
    // Twilio asks for a minute or more before trying again.
    expect(waiting.wait).toBeGreaterThan(45);
    expect(deletedMessages().has(held)).toBe(false);
    // The job's payload names no one: what to delete is in the table, by Twilio's ids only.
    const payloads = await app.sql`select j.payload::text as payload from graphile_worker._private_jobs j
      join graphile_worker._private_tasks t on t.id = j.task_id where t.identifier = 'delete_at_twilio'`;
    for (const row of payloads) expect(row.payload).toBe("{}");
    // A minute on: the row is due again and the job runs.
    await app.sql`update system.twilio_deletions set not_before = now() where message_sid = ${held}`;
    await app.sql`select graphile_worker.add_job('delete_at_twilio', '{}'::json, queue_name := 'twilio_deletions',
      job_key := 'delete_at_twilio')`;
    await eventually(() => deletedMessages().has(held), 20_000);
  });
});

describe("retention", () => {
  it("the nightly clean-up deletes at Twilio the messages it deletes here", async () => {
    const phone = newPhone();
    await say(phone, "wat is het adres van het DC");
    const sids = await sidsOnceAnswered(phone);
    // A year on: past any retention window.
    const now = new Date(Date.now() + 400 * 24 * 60 * 60 * 1000);
    await app.sql`select graphile_worker.add_job('purge_expired_messages',
      ${app.sql.json({ now: now.toISOString(), organizationId: owner.org })}::json, job_key := 'purge_expired_messages')`;
    await eventually(() => sids.every((sid) => deletedMessages().has(sid)), 30_000);
    expect(await app.sql`select 1 from whatsapp_messages where message_sid in ${app.sql(sids)}`).toHaveLength(0);
  });
});
