import net from "node:net";
import twilioSdk from "twilio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import { awaitsHr } from "../../common/inbox/awaits-hr.ts";
import { conversationState } from "../../common/inbox/conversation-state.ts";
import { groupedNumber } from "../../common/inbox/grouped-number.ts";
import { answerDeadline } from "../../common/time/answer-deadline.ts";
import { amsterdamClock } from "../../common/time/hr-hours.ts";
import { queries } from "../../common/zero/queries.ts";
import { connectDb, connectSql } from "../../server/db/connect.ts";
import { FLOOD_LIMIT } from "../../server/whatsapp/assistant/is-flooding.ts";
import { applyStatuses } from "../../server/whatsapp/inbound/apply-statuses.ts";
import { landInbound } from "../../server/whatsapp/inbound/land-inbound.ts";
import type { FakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import type { Owner, Stack } from "../support/stack.ts";
import { lastOutbound, saveTwilioCredentials, startStackWithTwilio, type TwilioAccount } from "../support/twilio.ts";
import { eventually, type TestUser } from "../support/zero-client.ts";

let app: Stack;
let twilio: FakeTwilio;
let owner: Owner; // organisation A
let other: Owner; // organisation B
let accountA: TwilioAccount;
let accountB: TwilioAccount;
const SENDER_A = "+3197010000001";
const SENDER_B = "+3197010000002";
let phoneSeq = 0;
const newPhone = () => `+316${String(10_000_000 + ++phoneSeq * 7919).slice(-8)}`;

const hook = (org: string) => `${app.url}/api/webhooks/twilio/${org}`;

const api = (user: TestUser, org: string, method: string, path: string, body?: unknown) =>
  app.api<Record<string, unknown>>(user, org, method, `twilio${path}`, body);

type Inbound = Parameters<FakeTwilio["inbound"]>[2];
/** An employee's signed WhatsApp message to organisation A's number. */
const askA = (from: string, body: string, extra: Partial<Inbound> = {}) =>
  twilio.inbound(hook(owner.org), accountA.authToken, { from, to: SENDER_A, body, ...extra });

const replyOf = (phone: string) => lastOutbound(app.sql, owner.org, phone);
/** The questions of today (Amsterdam) in the analytics' 'Onbeantwoorde vragen'. */
const unansweredToday = async (user: TestUser, org: string) => {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date());
  const res = await app.api<{ unanswered: Array<{ question: string }> }>(
    user,
    org,
    "GET",
    `analytics/details?from=${today}&to=${today}`,
  );
  expect(res.status).toBe(200);
  return res.body.unanswered.map((g) => g.question);
};
const sentTo = (phone: string) => twilio.sent.filter((m) => m.to === `whatsapp:${phone}`);
const messagesOf = (phone: string) =>
  app.sql`select m.* from whatsapp_messages m join conversations c on c.id = m.conversation_id
      where c.organization_id = ${owner.org} and c.customer_phone = ${phone} order by m.created_at`;

beforeAll(async () => {
  ({ twilio, app } = await startStackWithTwilio());
  owner = await app.signUpOwner("wa@a.nl", "Wanda WhatsApp");
  other = await app.signUpOwner("wa@b.nl", "Bob B");
  accountA = twilio.createAccount();
  accountB = twilio.createAccount();
  await saveTwilioCredentials(app, owner, owner.org, accountA, SENDER_A);
  await saveTwilioCredentials(app, other, other.org, accountB, SENDER_B);
  await app.sql`insert into faqs (id, organization_id, question, answer) values
    (gen_random_uuid(), ${owner.org}, 'Hoeveel vakantiedagen heb ik per jaar?', 'Bij een fulltime contract heb je 25 vakantiedagen per jaar.'),
    (gen_random_uuid(), ${owner.org}, 'Waar kan ik mijn auto parkeren?', 'Parkeren kan in de garage achter het kantoor.'),
    (gen_random_uuid(), ${owner.org}, 'Hoe laat begint de werkdag?', 'De werkdag begint om half negen.')`;
});
afterAll(async () => {
  await app?.stop();
});

describe("Twilio credentials", () => {
  it("stores the auth token encrypted and never returns it", async () => {
    const [row] =
      await app.sql`select auth_token_encrypted from twilio_credentials where organization_id = ${owner.org}`;
    expect(row.auth_token_encrypted).not.toContain(accountA.authToken);
    const got = await api(owner, owner.org, "GET", "/credentials");
    expect(JSON.stringify(got.body)).not.toContain(accountA.authToken);
    expect(got.body.data).toEqual({ account_sid: accountA.accountSid, whatsapp_sender: SENDER_A });
    expect(got.body.webhookUrl).toBe(hook(owner.org));
  });

  it("validates with the spec's messages and changes nothing on bad input", async () => {
    const bad = async (body: unknown) => (await api(owner, owner.org, "POST", "/credentials", body)).body.error;
    expect(await bad({ account_sid: "", auth_token: "x", whatsapp_sender: "" })).toEqual({
      code: "invalid_input",
      title: "Vul verplichte velden in",
      description: "Account SID en WhatsApp nummer zijn verplicht.",
    });
    expect(await bad({ account_sid: "AC1", auth_token: "", whatsapp_sender: "+31612345678" })).toMatchObject({
      title: "Vul alle velden in",
    });
    expect(await bad({ account_sid: "AC1", auth_token: "x", whatsapp_sender: "0612345678" })).toEqual({
      code: "invalid_input",
      title: "Ongeldig nummer formaat",
      description: "WhatsApp nummer moet in E.164 formaat zijn (bijv. +31612345678)",
    });
    expect((await api(owner, owner.org, "GET", "/credentials")).body.data).toMatchObject({
      account_sid: accountA.accountSid,
    });
  });

  it("are checked with Twilio before they replace the working ones", async () => {
    const save = (body: Record<string, string>) =>
      api(owner, owner.org, "POST", "/credentials", {
        account_sid: accountA.accountSid,
        auth_token: accountA.authToken,
        whatsapp_sender: SENDER_A,
        ...body,
      });
    const wrongToken = await save({ auth_token: "een-typefout" });
    expect(wrongToken.status).toBe(400);
    expect((wrongToken.body as { error: { description: string } }).error.description).toBe(
      "Twilio weigert deze gegevens: controleer de Account SID en het Auth Token.",
    );
    const unknown = await save({ account_sid: `AC${"0".repeat(32)}` });
    expect(unknown.status).toBe(400);
    // Nothing changed: a message signed with the working token still gets in.
    const [row] =
      await app.sql`select account_sid, whatsapp_sender from twilio_credentials where organization_id = ${owner.org}`;
    expect(row).toEqual({ account_sid: accountA.accountSid, whatsapp_sender: SENDER_A });
    expect((await askA(newPhone(), "hoi")).status).toBe(200);
    // The sender as the Twilio Console writes it is stored as Twilio takes it.
    const consoleStyle = await save({ whatsapp_sender: `whatsapp:${SENDER_A.slice(0, 3)} ${SENDER_A.slice(3)}` });
    expect(consoleStyle.status).toBe(200);
    expect((consoleStyle.body as { data: { whatsapp_sender: string } }).data.whatsapp_sender).toBe(SENDER_A);
  });

  it("an empty Auth Token keeps the stored one while the Account SID stays; another Account SID needs its own", async () => {
    // QA finding 10: after saving, the token field is empty, and changing only the sender
    // was refused with "Auth Token is verplicht in handmatige modus.".
    const save = (body: Record<string, string>) =>
      api(owner, owner.org, "POST", "/credentials", { account_sid: accountA.accountSid, auth_token: "", ...body });
    const stored = async () =>
      (
        await app.sql`select account_sid, whatsapp_sender from twilio_credentials where organization_id = ${owner.org}`
      )[0];
    const otherSender = "+3197010009431";
    expect((await save({ whatsapp_sender: otherSender })).status).toBe(200);
    expect(await stored()).toEqual({ account_sid: accountA.accountSid, whatsapp_sender: otherSender });
    const elsewhere = twilio.createAccount();
    const refused = await save({ account_sid: elsewhere.accountSid, whatsapp_sender: SENDER_A });
    expect(refused.status).toBe(400);
    expect((refused.body as { error: unknown }).error).toMatchObject({
      title: "Vul alle velden in",
      description: "Auth Token is verplicht in handmatige modus.",
    });
    expect(await stored()).toEqual({ account_sid: accountA.accountSid, whatsapp_sender: otherSender });
    expect((await save({ whatsapp_sender: SENDER_A })).status).toBe(200);
    // The kept token is the working one: a message signed with it still gets in.
    expect((await askA(newPhone(), "hoi")).status).toBe(200);
  });

  it("another organisation's member can neither read nor change them", async () => {
    expect((await api(other, owner.org, "GET", "/credentials")).status).toBe(404);
    expect((await api(other, owner.org, "DELETE", "/credentials")).status).toBe(404);
  });

  it("health of an organisation not connected yet: Awaiting Number, and no error to list", async () => {
    const fresh = await app.signUpOwner("wa-nieuw@c.nl", "Nina Nieuw");
    expect((await api(fresh, fresh.org, "GET", "/health")).body).toEqual({
      configured: false,
      health: "not_configured",
      errors: [],
    });
  });

  it("health checks the account against Twilio; a test message arrives at Twilio", async () => {
    expect((await api(owner, owner.org, "GET", "/health")).body).toEqual({
      configured: true,
      health: "ok",
      errors: [],
    });
    const phone = newPhone();
    const sent = await api(owner, owner.org, "POST", "/test-message", { to: phone, message: "Hallo! 👋" });
    expect(sent.status).toBe(200);
    expect(sentTo(phone)).toMatchObject([{ from: `whatsapp:${SENDER_A}`, body: "Hallo! 👋" }]);
    expect((await api(owner, owner.org, "POST", "/test-message", { to: "0612", message: "x" })).body.error).toEqual({
      code: "invalid_input",
      title: "Ongeldig nummer formaat",
      description: "Gebruik E.164 formaat (bijv. +31612345678)",
    });
  });
});

describe("inbound → assistant → Twilio", () => {
  it("a signed question is stored once and answered once with the FAQ, disclosing the AI first", async () => {
    const phone = newPhone();
    const res = await askA(phone, "Hoeveel vakantiedagen krijg ik?", { accountSid: accountA.accountSid });
    expect(res.status).toBe(200);
    expect(res.body).toContain("<Response>");
    await eventually(async () => sentTo(phone).length === 1, 10_000);
    const [reply] = sentTo(phone);
    expect(reply.from).toBe(`whatsapp:${SENDER_A}`);
    expect(reply.body).toContain("AI-assistent");
    expect(reply.body).toContain("Bij een fulltime contract heb je 25 vakantiedagen per jaar.");
    expect(reply.statusCallback).toBe(hook(owner.org));
    await eventually(async () => (await replyOf(phone))?.message_sid === reply.sid, 5_000);
    const rows = await messagesOf(phone);
    expect(rows.map((r) => [r.direction, r.is_from_bot])).toEqual([
      ["inbound", false],
      ["outbound", true],
    ]);
    expect(rows[1].confidence).toBeGreaterThan(0.2);
    expect(rows[1].sources[0]).toMatchObject({ kind: "faq", title: "Hoeveel vakantiedagen heb ik per jaar?" });
    const [conv] =
      await app.sql`select message_count, unresolved_count, ai_disclosed_at from conversations where organization_id = ${owner.org} and customer_phone = ${phone}`;
    expect(conv).toMatchObject({ message_count: 2, unresolved_count: 0 });
    expect(conv.ai_disclosed_at).not.toBeNull();

    // The second answer in the conversation does not repeat the disclosure.
    await askA(phone, "En hoeveel vakantiedagen heb ik per jaar?");
    await eventually(async () => sentTo(phone).length === 2, 10_000);
    expect(sentTo(phone)[1].body).toBe("Bij een fulltime contract heb je 25 vakantiedagen per jaar.");
  });

  it("questions sent one after another are answered one at a time, in the order they came", async () => {
    const phone = newPhone();
    const questions = ["Hoeveel vakantiedagen?", "Waar kan ik mijn auto parkeren?", "Hoe laat begint de werkdag?"];
    // Acknowledged one by one, answered by several worker slots: the conversation's lock
    // keeps the replies in order.
    for (const body of questions) await askA(phone, body);
    await eventually(async () => sentTo(phone).length === 3, 15_000);
    const replies = sentTo(phone).map((m) => m.body);
    expect(replies[0]).toContain("25 vakantiedagen");
    expect(replies[1]).toBe("Parkeren kan in de garage achter het kantoor.");
    expect(replies[2]).toBe("De werkdag begint om half negen.");
  });

  it("a message landed by an app server that died before passing it on is still answered", async () => {
    const phone = newPhone();
    // The state such a crash leaves: Twilio acknowledged, the message landed, nothing more.
    const db = connectDb(connectSql(app.databaseUrl, { max: 1 }));
    try {
      await landInbound(db, [
        {
          organizationId: owner.org,
          messageSid: `SMcrash${phoneSeq}`,
          from: `whatsapp:${phone}`,
          body: "Hoeveel vakantiedagen?",
        },
      ]);
    } finally {
      await db.destroy();
    }
    // The worker's heartbeat (every 5 s) ingests and dispatches what was left behind.
    await eventually(async () => sentTo(phone).length === 1, 15_000);
    expect(sentTo(phone)[0].body).toContain("25 vakantiedagen");
  });

  it("passing on that Postgres ends in a deadlock runs again at once, without an error", async () => {
    const phone = newPhone();
    const probe = `Hoeveel vakantiedagen? (${phone})`;
    // The first insert of this message fails as a deadlock would (a sequence counts outside
    // the transaction that is rolled back); the retry goes through.
    await app.sql.unsafe(`create sequence deadlock_probe;
      create function deadlock_probe() returns trigger language plpgsql as $$
      begin
        if new.message_body = '${probe}' and nextval('deadlock_probe') = 1 then
          raise exception 'deadlock detected' using errcode = '40P01';
        end if;
        return new;
      end $$;
      create trigger deadlock_probe before insert on whatsapp_messages
        for each row execute function deadlock_probe();`);
    try {
      await askA(phone, probe);
      await eventually(async () => sentTo(phone).length === 1, 15_000);
      expect((await app.sql`select last_value, is_called from deadlock_probe`)[0]).toMatchObject({ is_called: true });
      expect(app.output()).not.toContain(`passing on webhook messages failed: PostgresError: deadlock detected`);
    } finally {
      await app.sql.unsafe(`drop trigger deadlock_probe on whatsapp_messages;
        drop function deadlock_probe(); drop sequence deadlock_probe;`);
    }
  });

  it("a connection Twilio keeps idle for longer than 5 s still takes its next webhook", async () => {
    const url = new URL(hook(owner.org));
    const socket = net.connect(Number(url.port), url.hostname);
    let received = "";
    let closed = false;
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
    });
    socket.on("close", () => {
      closed = true;
    });
    const phones = [newPhone(), newPhone()];
    const send = (phone: string, n: number) => {
      const params = {
        MessageSid: `SMkeepalive${n}${phone.slice(1)}`,
        From: `whatsapp:${phone}`,
        To: `whatsapp:${SENDER_A}`,
        Body: "Hoeveel vakantiedagen?",
      };
      const body = new URLSearchParams(params).toString();
      const signature = twilioSdk.getExpectedTwilioSignature(accountA.authToken, url.href, params);
      socket.write(
        `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nX-Twilio-Signature: ${signature}\r\n\r\n${body}`,
      );
    };
    const answered = () => received.split("HTTP/1.1 200").length - 1;
    try {
      send(phones[0], 1);
      await eventually(async () => answered() === 1, 5_000);
      await new Promise((r) => setTimeout(r, 6_000));
      expect(closed).toBe(false);
      send(phones[1], 2);
      await eventually(async () => answered() === 2, 5_000);
      // Landed messages move into their conversations right after the 200, not before it.
      for (const phone of phones) await eventually(async () => (await messagesOf(phone)).length > 0, 5_000);
    } finally {
      socket.destroy();
    }
  }, 30_000);

  it("a forged or unsigned request gets 403 and stores nothing", async () => {
    const phone = newPhone();
    const forged = await twilio.inbound(hook(owner.org), "not-the-token", { from: phone, to: SENDER_A, body: "hoi" });
    expect(forged.status).toBe(403);
    const unsigned = await twilio.inbound(
      hook(owner.org),
      accountA.authToken,
      { from: phone, to: SENDER_A, body: "hoi" },
      "",
    );
    expect(unsigned.status).toBe(403);
    expect(await messagesOf(phone)).toHaveLength(0);
  });

  it("another organisation's webhook URL with this organisation's signature gets 403", async () => {
    const phone = newPhone();
    const crossed = await twilio.inbound(hook(other.org), accountA.authToken, {
      from: phone,
      to: SENDER_A,
      body: "hoi",
    });
    expect(crossed.status).toBe(403);
    expect(await messagesOf(phone)).toHaveLength(0);
  });

  it("the same MessageSid delivered three times: one message, one reply", async () => {
    const phone = newPhone();
    const first = await askA(phone, "Hoeveel vakantiedagen?");
    for (let i = 0; i < 2; i++) {
      const again = await askA(phone, "Hoeveel vakantiedagen?", { messageSid: first.messageSid });
      expect(again.status).toBe(200);
    }
    await eventually(async () => sentTo(phone).length >= 1, 10_000);
    await new Promise((r) => setTimeout(r, 1500));
    expect(sentTo(phone)).toHaveLength(1);
    expect((await messagesOf(phone)).filter((m) => m.direction === "inbound")).toHaveLength(1);
  });

  it("Twilio answering 500 then accepting: one reply after the retry", async () => {
    const phone = newPhone();
    twilio.failNextSends(500);
    await askA(phone, "Hoeveel vakantiedagen?");
    await eventually(async () => (await replyOf(phone))?.message_sid != null, 10_000);
    expect(sentTo(phone)).toHaveLength(1);
  });

  it("a reply with the same text as an earlier one is still sent when Twilio fails it four times", async () => {
    const phone = newPhone();
    // The first reply opens with the AI notice; the second is the plain answer.
    for (let n = 1; n <= 2; n++) {
      await askA(phone, "Hoeveel vakantiedagen?");
      await eventually(async () => sentTo(phone).length === n && (await replyOf(phone))?.message_sid != null, 10_000);
    }
    const first = await replyOf(phone);
    // The worker's four attempts fail; the job's retry looks on Twilio for an earlier send,
    // where it must not take the first reply (same text, already recorded) for this one.
    twilio.failNextSends(500, 500, 500, 500);
    await askA(phone, "Hoeveel vakantiedagen?");
    await eventually(async () => {
      const last = await replyOf(phone);
      return last.id !== first.id && last.message_sid != null;
    }, 30_000);
    expect(sentTo(phone)).toHaveLength(3);
    expect(sentTo(phone)[2].body).toBe(sentTo(phone)[1].body);
    expect((await replyOf(phone)).message_sid).toBe(sentTo(phone)[2].sid);
  }, 45_000);

  it("Twilio accepting but the response lost on the way: still exactly one reply", async () => {
    const phone = newPhone();
    twilio.dropResponsesAfterAccept(1);
    await askA(phone, "Hoeveel vakantiedagen?");
    await eventually(async () => (await replyOf(phone))?.message_sid != null, 15_000);
    await new Promise((r) => setTimeout(r, 1000));
    expect(sentTo(phone)).toHaveLength(1);
    expect((await replyOf(phone)).message_sid).toBe(sentTo(phone)[0].sid);
  });

  it("status callbacks out of order end at the furthest status, with Twilio's error code kept", async () => {
    const phone = newPhone();
    await askA(phone, "Hoeveel vakantiedagen?");
    await eventually(async () => (await replyOf(phone))?.message_sid != null, 10_000);
    const [sent] = sentTo(phone);
    for (const status of ["delivered", "sent", "read", "sent", "delivered"]) {
      expect((await twilio.statusCallback(sent, status)).status).toBe(204);
    }
    expect((await replyOf(phone)).status).toBe("read");

    const phone2 = newPhone();
    await askA(phone2, "Hoeveel vakantiedagen?");
    await eventually(async () => (await replyOf(phone2))?.message_sid != null, 10_000);
    const [failed] = sentTo(phone2);
    await twilio.statusCallback(failed, "undelivered", "63016");
    await twilio.statusCallback(failed, "sent");
    expect(await replyOf(phone2)).toMatchObject({ status: "undelivered", error_code: "63016" });
  });

  it("status callbacks arriving together end where they would one by one", async () => {
    const phones = [newPhone(), newPhone()];
    for (const phone of phones) {
      await askA(phone, "Hoeveel vakantiedagen?");
    }
    for (const phone of phones) await eventually(async () => (await replyOf(phone))?.message_sid != null, 10_000);
    const [first, second] = phones.map((phone) => sentTo(phone)[0]);
    // All at once through the webhook: they share commits.
    const responses = await Promise.all([
      ...["sent", "read", "delivered", "queued"].map((status) => twilio.statusCallback(first, status)),
      twilio.statusCallback(second, "sent"),
      twilio.statusCallback(second, "undelivered", "63016"),
    ]);
    expect(responses.map((r) => r.status)).toEqual([204, 204, 204, 204, 204, 204]);
    expect(await replyOf(phones[0])).toMatchObject({ status: "read", error_code: null });
    expect(await replyOf(phones[1])).toMatchObject({ status: "undelivered", error_code: "63016" });

    // One batch for certain: a code only counts from a callback that moves the message on.
    const db = connectDb(connectSql(app.databaseUrl, { max: 1 }));
    try {
      const cb = (messageSid: string, status: string, errorCode: string | null = null) => ({
        organizationId: owner.org,
        messageSid,
        status,
        errorCode,
      });
      await applyStatuses(db, [
        cb(first.sid, "failed", "30008"),
        cb(second.sid, "delivered"),
        cb(second.sid, "bogus"),
        cb(second.sid, "constructor"),
        cb(first.sid, "sent"),
      ]);
      expect(await replyOf(phones[0])).toMatchObject({ status: "read", error_code: null });
      expect(await replyOf(phones[1])).toMatchObject({ status: "delivered", error_code: "63016" });
      await applyStatuses(db, [cb(second.sid, "failed", "30008"), cb(second.sid, "read")]);
      expect(await replyOf(phones[1])).toMatchObject({ status: "read", error_code: "63016" });
    } finally {
      await db.destroy();
    }
  });

  it("the employee sees their message read and the assistant typing before the reply; a refused indicator costs nothing", async () => {
    const phone = newPhone();
    const { messageSid } = await askA(phone, "Hoe laat begint de werkdag?");
    await eventually(async () => sentTo(phone).length === 1, 10_000);
    const shown = twilio.typing.find((t) => t.messageId === messageSid);
    expect(shown?.accountSid).toBe(accountA.accountSid);
    expect(shown?.at).toBeLessThan(sentTo(phone)[0].receivedAt);
    // Twilio's typing indicators are in beta: when they fail, the answer still goes out.
    twilio.setTypingStatus(500);
    try {
      const second = await askA(phone, "Hoeveel vakantiedagen heb ik per jaar?");
      await eventually(async () => sentTo(phone).length === 2, 10_000);
      expect(sentTo(phone)[1].body).toContain("25 vakantiedagen");
      expect(twilio.typing.some((t) => t.messageId === second.messageSid)).toBe(false);
    } finally {
      twilio.setTypingStatus(200);
    }
  });

  it("an answer longer than Twilio takes in one message (1,600 characters) arrives whole, in order, in parts", async () => {
    const rules = Array.from(
      { length: 12 },
      (_, i) =>
        `Regel ${i + 1}: een pakket boven de 23 kilo til je altijd met z'n tweeën of met de heftruck, ook als het druk is.`,
    );
    const answer = [rules.slice(0, 6).join(" "), rules.slice(6).join(" "), rules.join(" ")].join("\n\n");
    expect(answer.length).toBeGreaterThan(2500);
    const [faq] = await app.sql`insert into faqs (id, organization_id, question, answer) values
      (gen_random_uuid(), ${owner.org}, 'Wat zijn de tilregels in het magazijn?', ${answer}) returning id`;
    // Gone again after the test: the other tests of this organisation expect its three FAQs only.
    try {
      const phone = newPhone();
      await askA(phone, "Wat zijn de tilregels in het magazijn?");
      await eventually(async () => ["pending", undefined].includes((await replyOf(phone))?.status) === false, 10_000);
      const reply = await replyOf(phone);
      expect(reply.status).not.toBe("failed");
      const parts = sentTo(phone).map((m) => m.body);
      expect(parts.length).toBeGreaterThanOrEqual(2);
      for (const part of parts) expect(part.length).toBeLessThanOrEqual(1600);
      // The inbox keeps one reply; the employee reads the same words, in the same order.
      expect(parts.join("\n\n").replace(/\s+/g, " ")).toBe(reply.message_body.replace(/\s+/g, " "));
      expect(reply.message_body).toContain(answer);
      expect(reply.message_sid).toBe(sentTo(phone).at(-1)?.sid);
    } finally {
      await app.sql`delete from faqs where id = ${faq.id}`;
    }
  });

  it("the sender's WhatsApp name labels a number no employee has, stays when a later message has none, and is searched", async () => {
    const phone = newPhone();
    const conversation = async () =>
      (
        await app.sql`select id, profile_name from conversations
          where organization_id = ${owner.org} and customer_phone = ${phone}`
      )[0];
    await askA(phone, "Hoe laat begint de werkdag?", { profileName: "  Anouk 🌸  " });
    await eventually(async () => sentTo(phone).length === 1, 10_000);
    expect((await conversation()).profile_name).toBe("Anouk 🌸");
    await askA(phone, "Hoeveel vakantiedagen heb ik per jaar?");
    await eventually(async () => sentTo(phone).length === 2, 10_000);
    expect((await conversation()).profile_name).toBe("Anouk 🌸");
    const { id } = await conversation();
    const found = await app.api<{ ids: string[] }>(owner, owner.org, "POST", "inbox/search", { query: "anouk" });
    expect(found.body.ids).toContain(id);
    const elsewhere = await app.api<{ ids: string[] }>(other, other.org, "POST", "inbox/search", { query: "anouk" });
    expect(elsewhere.body.ids).not.toContain(id);
    // A name is free text: a BSN typed into it is taken out like one in a message.
    const second = newPhone();
    await askA(second, "hoi", { profileName: "Jan 111222333" });
    await eventually(async () => sentTo(second).length === 1, 10_000);
    const [named] =
      await app.sql`select profile_name from conversations where organization_id = ${owner.org} and customer_phone = ${second}`;
    expect(named.profile_name).toBe("Jan [BSN verwijderd]");
  });

  it("a flood of messages gets one notice and goes to HR; the assistant then stays silent, with one notification", async () => {
    const phone = newPhone();
    // "ok" is answered at once; a greeting would wait for the rest (whatsapp-fragments.test.ts floods with those).
    for (let i = 1; i <= FLOOD_LIMIT + 2; i++) expect((await askA(phone, "ok")).status).toBe(200);
    await eventually(async () => (await messagesOf(phone)).length === 2 * FLOOD_LIMIT + 3, 30_000);
    await new Promise((r) => setTimeout(r, 500));
    // The first twenty answered in kind, the twenty-first with the notice, the last not at all.
    const replies = sentTo(phone).map((m) => m.body);
    expect(replies).toHaveLength(FLOOD_LIMIT + 1);
    expect(replies.at(-1)).toContain(nl.assistant.flooded);
    const [conv] =
      await app.sql`select id, handled_by, unresolved_count from conversations where organization_id = ${owner.org} and customer_phone = ${phone}`;
    // The notice's hand-over and the message after it wait for a person; the notice was the one notification.
    expect(conv).toMatchObject({ handled_by: "human", unresolved_count: 2 });
    const notes = await app.sql`select message from notifications where data->>'conversation_id' = ${conv.id}`;
    expect(notes.map((n) => n.message)).toEqual([nl.assistant.floodedNotificationMessage(groupedNumber(phone))]);
    // Staff see why; 'Onbeantwoorde vragen' is for questions an FAQ could answer, not for "ok".
    expect((await replyOf(phone)).explanation).toEqual({ note: nl.explanation.flooded, parts: [] });
    expect(await unansweredToday(owner, owner.org)).not.toContain("ok");
    // Staff hand it back: the messages that caused the notice do not cause it again.
    await app.sql`update conversations set handled_by = 'assistant' where id = ${conv.id}`;
    await askA(phone, "Hoe laat begint de werkdag?");
    await eventually(async () => sentTo(phone).length === FLOOD_LIMIT + 2, 10_000);
    expect(sentTo(phone).at(-1)?.body).toBe("De werkdag begint om half negen.");
  });

  it("redacts a valid BSN and IBAN before storing or answering", async () => {
    const phone = newPhone();
    await askA(phone, "Mijn BSN is 111222333 en mijn IBAN NL91ABNA0417164300, klopt mijn loonstrook?");
    await eventually(async () => sentTo(phone).length === 1, 10_000);
    const [inbound] = await messagesOf(phone);
    expect(inbound.message_body).toBe(
      "Mijn BSN is [BSN verwijderd] en mijn IBAN [IBAN verwijderd], klopt mijn loonstrook?",
    );
    const everything = JSON.stringify(await app.sql`select * from whatsapp_messages`);
    expect(everything).not.toContain("111222333");
    expect(everything).not.toContain("NL91ABNA0417164300");
  });

  it("a question nothing answers is handed over honestly, with one notification for the conversation", async () => {
    const phone = newPhone();
    for (const body of ["Wat is de wifi code van het magazijn?", "En wat is de code van het hek?"]) {
      await askA(phone, body);
    }
    await eventually(async () => sentTo(phone).length === 2, 10_000);
    expect(sentTo(phone)[0].body).toContain("doorgezet naar HR");
    const [conv] =
      await app.sql`select id, unresolved_count from conversations where organization_id = ${owner.org} and customer_phone = ${phone}`;
    expect(conv.unresolved_count).toBe(2);
    const notes =
      await app.sql`select user_id, type, data from notifications where data->>'conversation_id' = ${conv.id}`;
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ user_id: owner.userId, type: "new_conversation" });
  });

  it("handed over outside HR's hours, the employee hears when a colleague will look; an answer says nothing of it", async () => {
    const today = amsterdamClock(new Date()).weekday;
    const hours = { days: [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== today), from: "09:00", to: "17:00" };
    await app.sql`update organizations set hr_hours = ${app.sql.json(hours)} where id = ${owner.org}`;
    try {
      const phone = newPhone();
      await askA(phone, "Wat is de wifi code van het magazijn?");
      await eventually(async () => sentTo(phone).length === 1, 10_000);
      expect(sentTo(phone)[0].body).toContain("doorgezet naar HR");
      expect(sentTo(phone)[0].body).toMatch(/\n\nHR is er morgen vanaf 09:00; dan kijkt een collega naar je vraag\.$/);
      await askA(phone, "Hoe laat begint de werkdag?");
      await eventually(async () => sentTo(phone).length === 2, 10_000);
      expect(sentTo(phone)[1].body).toBe("De werkdag begint om half negen.");
    } finally {
      await app.sql`update organizations set hr_hours = null where id = ${owner.org}`;
    }
  });

  it("a follow-up without a topic of its own is read with the employee's message before it, if recent", async () => {
    const phone = newPhone();
    const say = async (body: string) => {
      const before = sentTo(phone).length;
      await askA(phone, body);
      await eventually(async () => sentTo(phone).length === before + 1, 10_000);
      return sentTo(phone)[before].body;
    };
    const PARKING = "Parkeren kan in de garage achter het kantoor.";
    expect(await say("Waar kan ik mijn auto parkeren?")).toContain(PARKING);
    expect(await say("en waar is dat dan?")).toBe(PARKING);
    // Half an hour on, the same words stand alone.
    await app.sql`update whatsapp_messages set created_at = created_at - interval '31 minutes'
      where conversation_id = (select id from conversations where organization_id = ${owner.org} and customer_phone = ${phone})`;
    expect(await say("en waar is dat dan?")).not.toContain(PARKING);
  });

  it("a follow-up that quotes an answer is read with the question that answer was for, however long ago", async () => {
    const phone = newPhone();
    const PARKING = "Parkeren kan in de garage achter het kantoor.";
    const say = async (body: string, quotes?: string) => {
      const before = sentTo(phone).length;
      await askA(phone, body, { quotes });
      await eventually(async () => sentTo(phone).length === before + 1, 10_000);
      return sentTo(phone)[before];
    };
    const parking = await say("Waar kan ik mijn auto parkeren?");
    expect(parking.body).toContain(PARKING);
    expect((await say("Hoeveel vakantiedagen heb ik per jaar?")).body).toContain("25 vakantiedagen");
    // A day later, quoting the parking answer: read with the parking question, not the last one.
    await app.sql`update whatsapp_messages set created_at = created_at - interval '1 day'
      where conversation_id = (select id from conversations where organization_id = ${owner.org} and customer_phone = ${phone})`;
    expect((await say("en waar is dat dan?", parking.sid)).body).toBe(PARKING);
    expect((await messagesOf(phone)).at(-2)?.quoted_sid).toBe(parking.sid);
    // A quote of a message this conversation does not hold adds nothing.
    expect((await say("en waar is dat dan?", `SM${"0".repeat(32)}`)).body).not.toContain(PARKING);
  });

  it("a request for a person in the employee's own words is handed over, with one notification", async () => {
    const phone = newPhone();
    await askA(phone, "kan iemand van hr me terugbellen?");
    await eventually(async () => sentTo(phone).length === 1, 10_000);
    expect(sentTo(phone)[0].body).toContain(nl.assistant.handoverAsked);
    const [conv] =
      await app.sql`select id, unresolved_count from conversations where organization_id = ${owner.org} and customer_phone = ${phone}`;
    expect(conv.unresolved_count).toBe(1);
    const notes = await app.sql`select message from notifications where data->>'conversation_id' = ${conv.id}`;
    expect(notes.map((n) => n.message)).toEqual([nl.assistant.handoverAskedNotificationMessage(groupedNumber(phone))]);
    // While HR has not written, "hallo??" hears that HR has the question, not "Waar kan ik je mee helpen?".
    await askA(phone, "hallo??");
    await eventually(async () => sentTo(phone).length === 2, 10_000);
    expect(sentTo(phone)[1].body).toBe(nl.assistant.awaitingHr);
    // And it still waits: a second "??" hears the same, and the inbox's "Wacht op HR" stays.
    await askA(phone, "hoi?");
    await eventually(async () => sentTo(phone).length === 3, 10_000);
    expect(sentTo(phone)[2].body).toBe(nl.assistant.awaitingHr);
    const [last] = await app.sql`select is_from_bot, handover, explanation from whatsapp_messages
      where conversation_id = ${conv.id} and direction = 'outbound' order by created_at desc limit 1`;
    expect(awaitsHr(last as Parameters<typeof awaitsHr>[0])).toBe(true);
  });

  it("while HR has a question, a follow-up is not read with the request, and more unanswerable questions hear it went to HR too", async () => {
    const phone = newPhone();
    await askA(phone, "medewerker");
    await eventually(async () => sentTo(phone).length === 1, 10_000);
    // Read with "medewerker" it found whatever mentions employees; on its own it asks nothing known.
    await askA(phone, "hoe lang duurt het nog");
    await eventually(async () => sentTo(phone).length === 2, 10_000);
    expect(sentTo(phone)[1].body).toBe(nl.assistant.awaitingHrAgain);
    // A burst of questions the knowledge cannot answer: one hand-over notice, then "this one too".
    const other = newPhone();
    for (const q of [
      "wat vind jij van de nieuwe iphone",
      "wie wint vanavond de voetbalwedstrijd",
      "hoe heet de hond van de directeur",
    ])
      await askA(other, q);
    await eventually(async () => sentTo(other).length === 3, 15_000);
    expect(sentTo(other).map((m) => m.body.includes(nl.assistant.handover) || m.body)).toEqual([
      true,
      nl.assistant.awaitingHrAgain,
      nl.assistant.awaitingHrAgain,
    ]);
    // Each still counts as a question for HR, with one notification.
    const { unresolved, notified } = await stateOf(other);
    expect([unresolved, notified]).toEqual([3, 1]);
    // "?" alone asks what is meant; it does not repeat the last reply.
    await askA(phone, "?");
    await eventually(async () => sentTo(phone).length === 3, 10_000);
    expect(sentTo(phone)[2].body).toBe(nl.assistant.awaitingHr);
  });

  it("a question in English that goes to HR also says so in English; a Dutch one does not", async () => {
    const phone = newPhone();
    await askA(phone, "can my dog come with me to the office tomorrow");
    await eventually(async () => sentTo(phone).length === 1, 10_000);
    expect(sentTo(phone)[0].body).toContain(nl.assistant.handover);
    expect(sentTo(phone)[0].body).toContain(nl.assistant.handoverInEnglish);
    const dutch = newPhone();
    await askA(dutch, "mag mijn hond morgen mee naar kantoor");
    await eventually(async () => sentTo(dutch).length === 1, 10_000);
    expect(sentTo(dutch)[0].body).not.toContain(nl.assistant.handoverInEnglish);
  });

  it("thanks, an ok or a greeting is answered in kind: nothing is handed over and staff are not notified", async () => {
    const phone = newPhone();
    const replies = await converse(phone, ["Hoeveel vakantiedagen?", "top, bedankt!", "👍", "hoi", "doei"]);
    expect(replies.slice(1)).toEqual([
      nl.assistant.smallTalk.thanks,
      nl.assistant.smallTalk.ack,
      nl.assistant.smallTalk.greeting,
      nl.assistant.smallTalk.goodbye,
    ]);
    const { unresolved, notified, bot } = await stateOf(phone);
    expect([unresolved, notified]).toEqual([0, 0]);
    expect(bot.map((m) => m.handover)).toEqual([false, false, false, false, false]);
    // Staff read why nothing was looked up.
    expect(bot.map((m) => m.note)).toEqual([null, ...Array(4).fill(nl.explanation.smallTalk)]);
  });

  it("a remark is answered in kind, and word that the answer did not help goes to HR with one notification", async () => {
    const phone = newPhone();
    const replies = await converse(phone, [
      "Hoeveel vakantiedagen?",
      "thanks man, je bent een topper",
      "ok maar dat snap ik niet",
    ]);
    expect(replies.slice(1)).toEqual([nl.assistant.smallTalk.thanks, nl.assistant.handoverNotHelped]);
    const { unresolved, notified, bot } = await stateOf(phone);
    expect([unresolved, notified]).toEqual([1, 1]);
    expect(bot.map((m) => [m.handover, m.note])).toEqual([
      [false, null],
      [false, nl.explanation.politeRemark],
      [true, nl.explanation.notHelped],
    ]);
  });

  it("an employee who reports ill gets the procedure (or HR), staff are told each time (and of a recovery), and a question about the rules is only answered", async () => {
    const notesOf = async (phone: string) =>
      (
        await app.sql`select n.title, n.message from notifications n join conversations c on c.id::text = n.data->>'conversation_id'
          where c.organization_id = ${owner.org} and c.customer_phone = ${phone}`
      ).map((n) => `${n.title}: ${n.message}`);
    // Without a procedure to send: HR has it, and no list of choices.
    const first = newPhone();
    const [noProcedure] = await converse(first, ["ik lig met griep op bed en kan morgen niet werken"]);
    expect(noProcedure).toContain(`${nl.assistant.sickWish} ${nl.assistant.sickHandover}`);
    expect(await notesOf(first)).toEqual([
      `${nl.assistant.sickNotificationTitle}: ${nl.assistant.sickNotificationMessage(groupedNumber(first))}`,
    ]);
    expect((await stateOf(first)).unresolved).toBe(1);
    await app.sql`insert into faqs (id, organization_id, question, answer) values
      (gen_random_uuid(), ${owner.org}, 'Hoe meld ik me ziek?', 'Bel vóór 07:00 uur je consulent op 050-1234567.'),
      (gen_random_uuid(), ${owner.org}, 'Hoe meld ik me beter?', 'Meld je beter bij je consulent, uiterlijk de dag voor je weer begint.')`;
    try {
      // With one: the procedure, though the message asked nothing; staff hear of it, and the
      // conversation waits for them ("In behandeling").
      const second = newPhone();
      const [procedure] = await converse(second, ["ik ben ziek vandaag, kan niet komen werken"]);
      expect(procedure).toContain(`${nl.assistant.sickWish} Bel vóór 07:00 uur je consulent op 050-1234567.`);
      expect(await notesOf(second)).toHaveLength(1);
      expect(await stateOf(second)).toMatchObject({
        unresolved: 1,
        bot: [{ handover: false, note: nl.explanation.sickReport("procedure", false) }],
      });
      // What staff see, through Zero as the inbox reads it: the thread's header waits for HR
      // (not "Assistent actief"), as the list's "Persoon nodig" filter does, and the reply is
      // labelled a sick report.
      const zo = await app.openZero(owner);
      const [conv] = await zo
        .run(queries.conversations.page({ organizationId: owner.org, filter: "needsPerson", limit: 1000 }), {
          type: "complete",
        })
        .then((rows) => rows.filter((c) => c.customer_phone === second));
      expect(conv && conversationState(conv)).toBe("awaitingHr");
      const byAssistant = await zo.run(
        queries.conversations.page({ organizationId: owner.org, filter: "assistant", limit: 1000 }),
        { type: "complete" },
      );
      expect(byAssistant.map((c) => c.customer_phone)).not.toContain(second);
      const thread = await zo.run(
        queries.messages.ofConversation({ organizationId: owner.org, conversationId: conv.id, limit: 50 }),
        { type: "complete" },
      );
      expect(thread.filter((m) => m.is_from_bot).map((m) => m.explanation?.sickReport)).toEqual([true]);
      // A question beside the report keeps its answer, and the procedure follows it.
      const fourth = newPhone();
      const [both] = await converse(fourth, ["ben ziek vandaag. hoeveel vakantiedagen heb ik per jaar?"]);
      expect(both).toContain("25 vakantiedagen per jaar");
      expect(both).toContain(`${nl.assistant.sickProcedureIntro}\nBel vóór 07:00 uur je consulent`);
      // Asking how it works is no report: answered, nobody called.
      const third = newPhone();
      const [rules] = await converse(third, ["hoe meld ik me ziek?"]);
      expect(rules).toContain("Bel vóór 07:00 uur je consulent");
      expect(rules).not.toContain(nl.assistant.sickWish);
      expect(await notesOf(third)).toEqual([]);
      // Not coming for a child's illness is no sick report, and no question for the FAQ on
      // reporting ill either: HR hears of it, and the employee is not sent that procedure.
      const fifth = newPhone();
      const [absent] = await converse(fifth, ["kan morgen niet komen want mijn kind is ziek"]);
      expect(absent).toContain(nl.assistant.absenceReply.absent);
      expect(absent).not.toContain("Bel vóór 07:00 uur je consulent");
      expect(await notesOf(fifth)).toEqual([
        `${nl.assistant.handoverNotificationTitle}: ${nl.assistant.absentNotificationMessage(groupedNumber(fifth))}`,
      ]);
      expect(await stateOf(fifth)).toMatchObject({
        unresolved: 1,
        bot: [{ handover: true, note: nl.explanation.absence.absent }],
      });
      // Better again: told HR, whether the message asks nothing or asks how to report it
      // (then the FAQ answers it, and the conversation still waits for HR to process it).
      const betterNotice = (phone: string) =>
        `${nl.assistant.recoveredNotificationTitle}: ${nl.assistant.recoveredNotificationMessage(groupedNumber(phone))}`;
      const sixth = newPhone();
      const [better] = await converse(sixth, ["ik ben weer fit"]);
      expect(better).toContain(nl.assistant.absenceReply.recovered);
      expect(await notesOf(sixth)).toEqual([betterNotice(sixth)]);
      const seventh = newPhone();
      const [betterAsking] = await converse(seventh, ["ben weer fit, kan morgen weer werken. hoe meld ik me beter?"]);
      expect(betterAsking).toContain("Meld je beter bij je consulent");
      expect(await notesOf(seventh)).toEqual([betterNotice(seventh)]);
      expect(await stateOf(seventh)).toMatchObject({ unresolved: 1, bot: [{ handover: false }] });
      const [{ explanation }] = await app.sql`select m.explanation from whatsapp_messages m
        join conversations c on c.id = m.conversation_id
        where c.organization_id = ${owner.org} and c.customer_phone = ${seventh} and m.is_from_bot`;
      expect(explanation.recoveryReport).toBe(true);
    } finally {
      await app.sql`delete from faqs where organization_id = ${owner.org} and question in ('Hoe meld ik me ziek?', 'Hoe meld ik me beter?')`;
    }
  });

  it("a request to see or erase one's own data goes to HR with its legal deadline, every time", async () => {
    const notesOf = async (phone: string) =>
      (
        await app.sql`select n.title, n.message from notifications n join conversations c on c.id::text = n.data->>'conversation_id'
          where c.organization_id = ${owner.org} and c.customer_phone = ${phone} order by n.created_at`
      ).map((n) => `${n.title}: ${n.message}`);
    const phone = newPhone();
    const [access] = await converse(phone, ["welke gegevens hebben jullie eigenlijk van mij?"]);
    expect(access).toContain(nl.assistant.dataRequestReply.access);
    const notice = (kind: "access" | "erasure") =>
      `${nl.assistant.dataRequestNotificationTitle}: ${nl.assistant.dataRequestNotificationMessage(kind, answerDeadline(new Date()))(groupedNumber(phone))}`;
    expect(await notesOf(phone)).toEqual([notice("access")]);
    expect(await stateOf(phone)).toMatchObject({
      unresolved: 1,
      bot: [{ handover: true, note: nl.explanation.dataRequest.access }],
    });
    // A second request while the first waits for HR is not folded into it: it has a deadline of its own.
    await askA(phone, "en verwijder daarna al mijn gegevens");
    await eventually(async () => sentTo(phone).length === 2, 10_000);
    // Its own reply, with the deadline, not "Ook dit bericht heb ik aan HR doorgegeven".
    expect(sentTo(phone)[1].body).toContain(nl.assistant.dataRequestReply.erasure);
    expect(await notesOf(phone)).toEqual([notice("access"), notice("erasure")]);
    // Short, as WhatsApp is typed: a request at once, not a piece of a longer message.
    const brief = newPhone();
    const [erase] = await converse(brief, ["verwijder al mijn gegevens"]);
    expect(erase).toContain(nl.assistant.dataRequestReply.erasure);
  });

  /** Sends `messages` one by one, each after the reply to the one before; returns the replies. */
  async function converse(phone: string, messages: string[]) {
    const replies: string[] = [];
    for (const [i, body] of messages.entries()) {
      await askA(phone, body);
      await eventually(async () => sentTo(phone).length === i + 1, 10_000);
      replies.push(sentTo(phone)[i].body);
    }
    return replies;
  }

  /** What staff see of a conversation: its open questions, notifications, and each reply's hand-over and note. */
  async function stateOf(phone: string) {
    const [conv] =
      await app.sql`select id, unresolved_count from conversations where organization_id = ${owner.org} and customer_phone = ${phone}`;
    const notifications = await app.sql`select 1 from notifications where data->>'conversation_id' = ${conv.id}`;
    const bot =
      await app.sql`select handover, explanation from whatsapp_messages where conversation_id = ${conv.id} and is_from_bot order by created_at`;
    return {
      unresolved: conv.unresolved_count,
      notified: notifications.length,
      bot: bot.map((m) => ({ handover: m.handover, note: m.explanation?.note ?? null })),
    };
  }
});

describe("photos, voice notes and files", () => {
  const conversationOf = async (phone: string) =>
    (
      await app.sql`select id, unresolved_count from conversations
        where organization_id = ${owner.org} and customer_phone = ${phone}`
    )[0];

  it("a voice note without words is neither fetched nor read: the employee is asked to type it, nothing goes to HR", async () => {
    const phone = newPhone();
    const res = await askA(phone, "", { media: ["audio/ogg"] });
    expect(res.status).toBe(200);
    await eventually(async () => sentTo(phone).length === 1, 10_000);
    expect(sentTo(phone)[0].body).toContain("AI-assistent");
    expect(sentTo(phone)[0].body).toContain(nl.assistant.attachmentOnly(["audio"]));
    expect(sentTo(phone)[0].body).toContain("HR krijgt ze via dit gesprek ook niet");
    const [inbound, reply] = await messagesOf(phone);
    expect(inbound).toMatchObject({ message_body: "", attachments: ["audio"] });
    expect(reply.handover).toBe(false);
    // Twilio holds the file; its address is nowhere in our database, and nothing fetched it.
    const everything = JSON.stringify(
      await app.sql`select * from whatsapp_messages where conversation_id = ${inbound.conversation_id}`,
    );
    expect(everything).not.toContain("/Media/");
    expect(twilio.mediaFetched).toEqual([]);
    const conv = await conversationOf(phone);
    expect(conv.unresolved_count).toBe(0);
    expect(await app.sql`select 1 from notifications where data->>'conversation_id' = ${conv.id}`).toHaveLength(0);
  });

  it("an album of photos gets one notice, not one per photo; a shared location hears it is a location", async () => {
    const phone = newPhone();
    for (let i = 0; i < 4; i++) await askA(phone, "", { media: ["image/jpeg"] });
    await eventually(async () => (await messagesOf(phone)).length >= 4, 10_000);
    await new Promise((r) => setTimeout(r, 1500));
    expect(sentTo(phone)).toHaveLength(1);
    // Another kind after the album is no part of it: a location gets its own notice.
    await askA(phone, "", { location: { latitude: "52.37", longitude: "4.89" } });
    await eventually(async () => sentTo(phone).length === 2, 10_000);
    expect(sentTo(phone)[1].body).toContain("Een gedeelde locatie kan ik niet bekijken.");
    // And a photo after the location again hears that HR does not receive it.
    await askA(phone, "", { media: ["image/jpeg"] });
    await eventually(async () => sentTo(phone).length === 3, 10_000);
    expect(sentTo(phone)[2].body).toContain("HR krijgt ze via dit gesprek ook niet");
  });

  it("a photo with a question: the question is answered and the employee hears the photo was not looked at", async () => {
    const phone = newPhone();
    await askA(phone, "Hoe laat begint de werkdag?");
    await eventually(async () => sentTo(phone).length === 1, 10_000);
    await askA(phone, "en hoeveel vakantiedagen krijg ik?", { media: ["image/jpeg", "application/pdf"] });
    await eventually(async () => sentTo(phone).length === 2, 10_000);
    expect(sentTo(phone)[1].body).toBe(
      `${nl.assistant.attachmentNotRead}\n\nBij een fulltime contract heb je 25 vakantiedagen per jaar.`,
    );
    expect((await messagesOf(phone))[2].attachments).toEqual(["image", "document"]);
  });

  it("a shared location is kept as 'a location', without where it is", async () => {
    const phone = newPhone();
    await askA(phone, "", { location: { latitude: "53.2193835", longitude: "6.5665018" } });
    await eventually(async () => sentTo(phone).length === 1, 10_000);
    const [inbound] = await messagesOf(phone);
    expect(inbound.attachments).toEqual(["location"]);
    expect(JSON.stringify(await app.sql`select * from whatsapp_messages`)).not.toContain("53.2193835");
  });

  it("a media count no Twilio delivery has gets 400 and stores nothing", async () => {
    const phone = newPhone();
    const params = {
      MessageSid: "SMmedia400",
      From: `whatsapp:${phone}`,
      To: `whatsapp:${SENDER_A}`,
      Body: "",
      NumMedia: "99",
    };
    const res = await fetch(hook(owner.org), {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-twilio-signature": twilioSdk.getExpectedTwilioSignature(accountA.authToken, hook(owner.org), params),
      },
      body: new URLSearchParams(params),
    });
    expect(res.status).toBe(400);
    expect(await messagesOf(phone)).toHaveLength(0);
  });
});

describe("choices when the assistant is unsure", () => {
  // At the committed scorer weights these two questions fall between the choice floor and
  // the answer threshold for this organisation's FAQs.
  const UNSURE_PARKING = "parkeren bij het werk?";
  const UNSURE_LEAVE = "hoeveel vrij";
  const stateOf = async (phone: string) =>
    (
      await app.sql`select id, unresolved_count, offered_choices from conversations
        where organization_id = ${owner.org} and customer_phone = ${phone}`
    )[0];
  const say = async (phone: string, body: string) => {
    const before = sentTo(phone).length;
    await askA(phone, body);
    await eventually(async () => sentTo(phone).length === before + 1, 10_000);
    return sentTo(phone)[before].body;
  };

  it("offers the likeliest FAQs as a numbered list; a number answers with the one picked", async () => {
    const phone = newPhone();
    const offer = await say(phone, UNSURE_PARKING);
    expect(offer).toContain("Gaat je vraag over een van deze onderwerpen?");
    expect(offer).toContain("1. Waar kan ik mijn auto parkeren?");
    expect(offer).not.toContain("Parkeren kan in de garage");
    const offered = await stateOf(phone);
    expect(offered.unresolved_count).toBe(0);
    expect(offered.offered_choices).toMatchObject({ question: UNSURE_PARKING, choices: [{ kind: "faq" }] });
    expect(await app.sql`select 1 from notifications where data->>'conversation_id' = ${offered.id}`).toHaveLength(0);
    // Not on the list: the list again.
    expect(await say(phone, "7")).toContain(
      "Welke bedoel je? Stuur alleen het nummer.\n1. Waar kan ik mijn auto parkeren?",
    );
    expect(await say(phone, "1")).toBe("Parkeren kan in de garage achter het kantoor.");
    const reply = await replyOf(phone);
    expect(reply.sources[0]).toMatchObject({ kind: "faq", title: "Waar kan ik mijn auto parkeren?" });
    expect(reply.explanation.parts[0]).toMatchObject({ question: UNSURE_PARKING, reason: nl.assistant.reasonChosen });
    expect(reply.picked).toBe(true);
    expect((await stateOf(phone)).offered_choices).toBeNull();
  });

  it("'nee' hands the question offered for over to HR, with one notification", async () => {
    const phone = newPhone();
    expect(await say(phone, UNSURE_LEAVE)).toContain("1. Hoeveel vakantiedagen heb ik per jaar?");
    expect(await say(phone, "nee")).toContain("doorgezet naar HR");
    const conv = await stateOf(phone);
    expect(conv).toMatchObject({ unresolved_count: 1, offered_choices: null });
    const reply = await replyOf(phone);
    expect(reply).toMatchObject({ handover: true, picked: false });
    // Staff see (and may keep as a phrasing) the question, not the 'nee'.
    expect(reply.explanation.parts[0]).toMatchObject({ question: UNSURE_LEAVE, reason: nl.assistant.reasonDeclined });
    expect(await app.sql`select 1 from notifications where data->>'conversation_id' = ${conv.id}`).toHaveLength(1);
  });

  it("once staff take the conversation over, the choices are void", async () => {
    const phone = newPhone();
    await say(phone, UNSURE_LEAVE);
    const { id } = await stateOf(phone);
    await app.sql`update conversations set handled_by = 'human' where id = ${id}`;
    await askA(phone, "1");
    await eventually(async () => (await stateOf(phone)).offered_choices === null, 10_000);
    expect(sentTo(phone)).toHaveLength(1);
  });

  it("a photo while choices are open keeps them open: the number after it still picks", async () => {
    const phone = newPhone();
    await say(phone, UNSURE_PARKING);
    const before = sentTo(phone).length;
    await askA(phone, "", { media: ["image/jpeg"] });
    await eventually(async () => sentTo(phone).length === before + 1, 10_000);
    expect(sentTo(phone)[before].body).toBe(
      `${nl.assistant.attachmentOnly(["image"])}\n\n${nl.assistant.attachmentOnlyInEnglish}`,
    );
    expect((await stateOf(phone)).offered_choices).toMatchObject({ question: UNSURE_PARKING });
    expect(await say(phone, "1")).toBe("Parkeren kan in de garage achter het kantoor.");
  });

  it("of several questions, the one it is unsure of gets the choices, after the answers; a number answers that one", async () => {
    const phone = newPhone();
    const offer = await say(phone, `${UNSURE_LEAVE}? en hoe laat begint de werkdag?`);
    // The answer first, the choices last: the message ends with how to pick one.
    expect(offer).toContain(
      "*Hoe laat begint de werkdag?*\nDe werkdag begint om half negen.\n\n*Hoeveel vrij?*\nIk weet niet zeker wat je bedoelt.",
    );
    expect(offer).toContain("Gaat je vraag over een van deze onderwerpen?\n1. Hoeveel vakantiedagen heb ik per jaar?");
    const conv = await stateOf(phone);
    // Nothing went to HR: one question is answered and the other waits for the employee's pick.
    expect(conv.unresolved_count).toBe(0);
    expect(conv.offered_choices).toMatchObject({ question: `${UNSURE_LEAVE}?` });
    expect(await app.sql`select 1 from notifications where data->>'conversation_id' = ${conv.id}`).toHaveLength(0);
    const first = await replyOf(phone);
    expect(first).toMatchObject({ handover: false });
    expect(first.explanation.parts.map((p: { offered?: unknown[] }) => Boolean(p.offered?.length))).toEqual([
      true,
      false,
    ]);
    // The number answers the question the choices were for, and only that one.
    expect(await say(phone, "1")).toBe("Bij een fulltime contract heb je 25 vakantiedagen per jaar.");
    const picked = await replyOf(phone);
    expect(picked.explanation.parts[0]).toMatchObject({
      question: `${UNSURE_LEAVE}?`,
      reason: nl.assistant.reasonChosen,
    });
    expect((await stateOf(phone)).offered_choices).toBeNull();
  });

  it("a new question instead of a number is answered as one, and the choices lapse", async () => {
    const phone = newPhone();
    await say(phone, UNSURE_LEAVE);
    expect(await say(phone, "Hoe laat begint de werkdag?")).toBe("De werkdag begint om half negen.");
    expect((await stateOf(phone)).offered_choices).toBeNull();
    // With the choices gone, a number alone asks nothing: the employee is asked for a question.
    expect(await say(phone, "1")).toBe(nl.assistant.smallTalk.number);
  });
});

describe("verification gate (organisation setting on)", () => {
  const employeePhone = "+31687654321";
  const say = async (from: string, body: string, expected: number) => {
    await twilio.inbound(hook(other.org), accountB.authToken, { from, to: SENDER_B, body });
    await eventually(async () => sentTo(from).length === expected, 10_000);
    return sentTo(from)[expected - 1].body;
  };

  beforeAll(async () => {
    await app.sql`update organizations set verification_required = true where id = ${other.org}`;
    await app.sql`insert into employees (id, organization_id, first_name, last_name, phone_number, email, employee_number)
      values (gen_random_uuid(), ${other.org}, 'Jan', 'Jansen', ${employeePhone}, 'jan@b.nl', 'P-1001')`;
    await app.sql`insert into faqs (id, organization_id, question, answer, requires_verification) values
      (gen_random_uuid(), ${other.org}, 'Wanneer loopt mijn contract af?', 'Je contract loopt tot en met 31 december.', false),
      (gen_random_uuid(), ${other.org}, 'Wat is de thuiswerkvergoeding?', 'Je ontvangt 2,40 euro per thuiswerkdag.', true),
      (gen_random_uuid(), ${other.org}, 'Hoe meld ik me ziek?', 'Bel voor 09:00 je leidinggevende.', false)`;
  });

  it("asks for verification before a personal answer, refuses a wrong detail, answers after the right one", async () => {
    const ask = await say(employeePhone, "Wanneer loopt mijn contract af?", 1);
    expect(ask).toContain("Stuur ter verificatie je e-mailadres of personeelsnummer");
    expect(ask).not.toContain("31 december");
    expect(await say(employeePhone, "iemand@anders.nl", 2)).toContain("komt helaas niet overeen");
    const answered = await say(employeePhone, "Jan@B.nl", 3);
    expect(answered).toContain("je bent geverifieerd");
    expect(answered).toContain("Je contract loopt tot en met 31 december.");
    // Verified for a while: the next personal question is answered at once.
    expect(await say(employeePhone, "Wanneer loopt mijn contract af?", 4)).toBe(
      "Je contract loopt tot en met 31 december.",
    );
  });

  it("staff hear who asks for a person by the employee's name", async () => {
    expect(await say(employeePhone, "medewerker", 5)).toContain(nl.assistant.handoverAsked);
    const notes = await app.sql`select n.message from notifications n
      join conversations c on c.id::text = n.data->>'conversation_id'
      where c.organization_id = ${other.org} and c.customer_phone = ${employeePhone}`;
    expect(notes.map((n) => n.message)).toEqual(["Jan Jansen vraagt om iemand van HR."]);
  });

  it("general questions need no verification; an FAQ marked 'verificatie vereist' does", async () => {
    const phone = "+31611112222";
    await app.sql`insert into employees (id, organization_id, phone_number, employee_number) values (gen_random_uuid(), ${other.org}, ${phone}, 'P-2002')`;
    expect(await say(phone, "Hoe meld ik me ziek?", 1)).toContain("Bel voor 09:00 je leidinggevende.");
    const ask = await say(phone, "Wat is de thuiswerkvergoeding?", 2);
    expect(ask).toContain("Stuur ter verificatie");
    expect(ask).not.toContain("2,40");
    // Looking the number up is no wrong answer: the question is asked again, nothing counted.
    expect(await say(phone, "ok momentje", 3)).toContain("Stuur ter verificatie");
    const [conv] =
      await app.sql`select verification_attempts from conversations where organization_id = ${other.org} and customer_phone = ${phone}`;
    expect(conv.verification_attempts).toBe(0);
    expect(await say(phone, "P-2002", 4)).toContain("Je ontvangt 2,40 euro per thuiswerkdag.");
  });

  it("an employee HR has no detail of to check is handed to HR at once, not asked for what cannot match", async () => {
    const [none, numberOnly] = ["+31612340010", "+31612340011"];
    await app.sql`insert into employees (id, organization_id, first_name, last_name, phone_number, employee_number) values
      (gen_random_uuid(), ${other.org}, 'Piet', 'Bakker', ${none}, null),
      (gen_random_uuid(), ${other.org}, 'Ria', 'Smit', ${numberOnly}, '2044')`;
    expect(await say(none, "Wanneer loopt mijn contract af?", 1)).toContain(nl.assistant.verifyNoDetails);
    const [conv] = await app.sql`select unresolved_count, pending_question from conversations
      where organization_id = ${other.org} and customer_phone = ${none}`;
    expect(conv).toMatchObject({ unresolved_count: 1, pending_question: null });
    // Only the detail on record is asked for.
    const ask = await say(numberOnly, "Wanneer loopt mijn contract af?", 1);
    expect(ask).toContain("Stuur ter verificatie je personeelsnummer");
    expect(ask).not.toContain("e-mailadres");
  });

  it("an employee number of digits only verifies, alone or in a sentence; a wrong one counts", async () => {
    const [alone, inSentence] = ["+31612340000", "+31612340001"];
    await app.sql`insert into employees (id, organization_id, phone_number, employee_number) values
      (gen_random_uuid(), ${other.org}, ${alone}, '1042'), (gen_random_uuid(), ${other.org}, ${inSentence}, '1043')`;
    expect(await say(alone, "Wanneer loopt mijn contract af?", 1)).toContain("Stuur ter verificatie");
    // A lone number is the detail asked for here, not a lapsed pick from a list.
    expect(await say(alone, "1999", 2)).toContain("komt helaas niet overeen");
    const answered = await say(alone, "1042", 3);
    expect(answered).toContain("je bent geverifieerd");
    expect(answered).toContain("Je contract loopt tot en met 31 december.");
    expect(await say(inSentence, "Wanneer loopt mijn contract af?", 1)).toContain("Stuur ter verificatie");
    // Several numbers in one message try none of them: one attempt cannot guess many.
    expect(await say(inSentence, "mijn personeelsnummer is 1041 of 1042 of 1043", 2)).toContain(
      "komt helaas niet overeen",
    );
    expect(await say(inSentence, "mijn personeelsnummer is 1043", 3)).toContain("je bent geverifieerd");
  });

  it("a new question instead of the detail asked for is answered, and counts as no wrong answer", async () => {
    const phone = "+31655556666";
    await app.sql`insert into employees (id, organization_id, phone_number, employee_number) values (gen_random_uuid(), ${other.org}, ${phone}, 'P-3003')`;
    expect(await say(phone, "Wanneer loopt mijn contract af?", 1)).toContain("Stuur ter verificatie");
    expect(await say(phone, "laat maar, hoe meld ik me ziek?", 2)).toContain("Bel voor 09:00 je leidinggevende.");
    const [conv] =
      await app.sql`select verification_attempts, pending_question from conversations where organization_id = ${other.org} and customer_phone = ${phone}`;
    expect(conv).toMatchObject({ verification_attempts: 0, pending_question: null });
  });

  it("a photo or unreadable message instead of the detail asked for counts as no wrong answer: the detail is still awaited", async () => {
    const phone = "+31699990000";
    await app.sql`insert into employees (id, organization_id, phone_number, employee_number) values (gen_random_uuid(), ${other.org}, ${phone}, 'P-5005')`;
    expect(await say(phone, "Wanneer loopt mijn contract af?", 1)).toContain("Stuur ter verificatie");
    // A photo of a pass or ID card: not read, not counted.
    await twilio.inbound(hook(other.org), accountB.authToken, {
      from: phone,
      to: SENDER_B,
      body: "",
      media: ["image/jpeg"],
    });
    await eventually(async () => sentTo(phone).length === 2, 10_000);
    expect(sentTo(phone)[1].body).toBe(
      `${nl.assistant.attachmentOnly(["image"])}\n\n${nl.assistant.attachmentOnlyInEnglish}`,
    );
    const [conv] =
      await app.sql`select verification_attempts, pending_question from conversations where organization_id = ${other.org} and customer_phone = ${phone}`;
    expect(conv).toMatchObject({ verification_attempts: 0, pending_question: "Wanneer loopt mijn contract af?" });
    // A type Twilio cannot pass on arrives without text or media: asked to type it, not counted.
    expect(await say(phone, "", 3)).toBe(nl.assistant.unreadable);
    const [still] =
      await app.sql`select verification_attempts, pending_question from conversations where organization_id = ${other.org} and customer_phone = ${phone}`;
    expect(still).toMatchObject({ verification_attempts: 0, pending_question: "Wanneer loopt mijn contract af?" });
    expect(await say(phone, "P-5005", 4)).toContain("Je contract loopt tot en met 31 december.");
  });

  it("asking for a person needs no verification, also while a detail is asked for", async () => {
    const phone = "+31677778888";
    await app.sql`insert into employees (id, organization_id, phone_number, employee_number) values (gen_random_uuid(), ${other.org}, ${phone}, 'P-4004')`;
    // About one's own salary, so personal: a plain question would be asked to verify first.
    expect(await say(phone, "kan iemand van hr me bellen over mijn salaris?", 1)).toContain(nl.assistant.handoverAsked);
    expect(await say(phone, "Wanneer loopt mijn contract af?", 2)).toContain("Stuur ter verificatie");
    expect(await say(phone, "medewerker", 3)).toBe(nl.assistant.handoverAsked);
    const [conv] =
      await app.sql`select verification_attempts, pending_question from conversations where organization_id = ${other.org} and customer_phone = ${phone}`;
    expect(conv).toMatchObject({ verification_attempts: 0, pending_question: null });
  });

  it("a number that is no employee gets no personal answer and is handed over", async () => {
    const phone = newPhone();
    const reply = await say(phone, "Wanneer loopt mijn contract af?", 1);
    expect(reply).toContain("niet aan een medewerker koppelen");
    expect(reply).not.toContain("31 december");
    const [conv] =
      await app.sql`select unresolved_count from conversations where organization_id = ${other.org} and customer_phone = ${phone}`;
    expect(conv.unresolved_count).toBe(1);
  });

  it("three wrong details end the attempt with a hand-over", async () => {
    const phone = "+31633334444";
    await app.sql`insert into employees (id, organization_id, phone_number, email) values (gen_random_uuid(), ${other.org}, ${phone}, 'els@b.nl')`;
    await say(phone, "Wanneer loopt mijn contract af?", 1);
    await say(phone, "a@b.nl", 2);
    await say(phone, "c@d.nl", 3);
    const last = await say(phone, "e@f.nl", 4);
    expect(last).toContain("te vaak niet gelukt");
    // The hand-over is staff's to follow up, but a wrong detail is no question to write an FAQ for.
    const questions = await unansweredToday(other, other.org);
    for (const detail of ["a@b.nl", "c@d.nl", "e@f.nl"]) expect(questions).not.toContain(detail);
    expect(await say(phone, "els@b.nl", 5)).not.toContain("31 december");
  });
});
