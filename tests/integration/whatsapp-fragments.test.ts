import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import { QUIET_MS } from "../../server/whatsapp/assistant/answer-in-order.ts";
import { FLOOD_LIMIT } from "../../server/whatsapp/assistant/is-flooding.ts";
import { type FakeTwilio, twilioClock } from "../fakes/twilio/fake-twilio-server.ts";
import type { Owner, Stack } from "../support/stack.ts";
import { replyTo, saveTwilioCredentials, startStackWithTwilio, type TwilioAccount } from "../support/twilio.ts";
import { eventually } from "../support/zero-client.ts";

// An employee typing one question in pieces, as people do on WhatsApp, through signed
// webhooks: the assistant reads the pieces as one message and does not hand them to HR.
let app: Stack;
let twilio: FakeTwilio;
let owner: Owner;
let account: TwilioAccount;
const SENDER = "+3197010000071";
let phoneSeq = 0;
const newPhone = () => `+316${String(40_000_000 + ++phoneSeq * 7919).slice(-8)}`;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

const send = (from: string, body: string) =>
  twilio.inbound(`${app.url}/api/webhooks/twilio/${owner.org}`, account.authToken, { from, to: SENDER, body });
const sentTo = (phone: string) => twilio.sent.filter((m) => m.to === `whatsapp:${phone}`);
const repliesOf = (phone: string) =>
  app.sql`select m.message_body, m.handover from whatsapp_messages m join conversations c on c.id = m.conversation_id
    where c.organization_id = ${owner.org} and c.customer_phone = ${phone} and m.direction = 'outbound'
    order by m.created_at`;
const conversationOf = async (phone: string) =>
  (
    await app.sql`select unresolved_count, handover_notified_at, handled_by from conversations
      where organization_id = ${owner.org} and customer_phone = ${phone}`
  )[0];
/** Waits until nothing more was sent to `phone` for a quiet period and a margin. */
async function settled(phone: string) {
  let count = -1;
  while (count !== sentTo(phone).length) {
    count = sentTo(phone).length;
    await pause(QUIET_MS + 2_500);
  }
}

beforeAll(async () => {
  ({ twilio, app } = await startStackWithTwilio());
  owner = await app.signUpOwner("fragments@a.nl", "Frits Fragment");
  account = twilio.createAccount();
  await saveTwilioCredentials(app, owner, owner.org, account, SENDER);
  await app.sql`insert into faqs (id, organization_id, question, answer) values
    (gen_random_uuid(), ${owner.org}, 'Hoeveel reiskostenvergoeding krijg ik per kilometer?', 'Je krijgt 23 cent per kilometer woon-werkverkeer.'),
    (gen_random_uuid(), ${owner.org}, 'Wanneer wordt de reiskostenvergoeding uitbetaald?', 'De reiskostenvergoeding wordt elke maand met je salaris uitbetaald.'),
    (gen_random_uuid(), ${owner.org}, 'Hoeveel vakantiedagen heb ik per jaar?', 'Bij een fulltime contract heb je 25 vakantiedagen per jaar.')`;
  // The first reply of a fresh stack loads the Dutch word list: not part of any timing below.
  await replyTo(twilio, app.url, owner.org, account, { from: newPhone(), to: SENDER, body: "Hoeveel vakantiedagen?" });
});
afterAll(async () => {
  await app?.stop();
});

describe("a question typed in pieces", () => {
  it("gets at most three replies and no hand-over for ten pieces two seconds apart", async () => {
    const phone = newPhone();
    const pieces = ["hoi", "ik heb een vraag", "over mijn", "reiskosten", "hoeveel krijg ik", "per km", "?"];
    for (const body of [...pieces, "en wanneer", "wordt het betaald", "thx"]) {
      await send(phone, body);
      await pause(2_000);
    }
    await settled(phone);
    const replies = await repliesOf(phone);
    expect(replies.length).toBeGreaterThanOrEqual(1);
    expect(replies.length).toBeLessThanOrEqual(3);
    expect(replies.filter((r) => r.handover)).toEqual([]);
    const all = replies.map((r) => r.message_body).join("\n");
    expect(all).toContain("23 cent per kilometer");
    expect(all).not.toContain(nl.assistant.noAnswer);
    // Not under "Persoon nodig": nothing went unanswered and nobody was called.
    expect(await conversationOf(phone)).toMatchObject({ unresolved_count: 0, handover_notified_at: null });
  }, 90_000);

  it("answers a single complete question as fast as before", async () => {
    const phone = newPhone();
    const start = twilioClock();
    const reply = await replyTo(twilio, app.url, owner.org, account, {
      from: phone,
      to: SENDER,
      body: "Hoeveel vakantiedagen heb ik per jaar?",
    });
    const took = twilioClock() - start;
    expect(reply).toContain("25 vakantiedagen");
    // A quiet period would show here: it is well below one.
    expect(took).toBeLessThan(QUIET_MS / 2);
  });

  it("answers a greeting and then a question typed after it as one message, at the question", async () => {
    const phone = newPhone();
    await send(phone, "hoi");
    await pause(1_500);
    const asked = twilioClock();
    await send(phone, "hoeveel vakantiedagen heb ik per jaar?");
    await eventually(async () => sentTo(phone).length > 0, 20_000);
    expect(sentTo(phone)[0].receivedAt - asked).toBeLessThan(QUIET_MS / 2);
    await settled(phone);
    expect(sentTo(phone)).toHaveLength(1);
    expect(sentTo(phone)[0].body).toContain("25 vakantiedagen");
  }, 60_000);

  it("asks for the question after a piece with nothing after it, instead of handing it over", async () => {
    const phone = newPhone();
    const start = twilioClock();
    await send(phone, "over mijn");
    await eventually(async () => sentTo(phone).length > 0, 30_000);
    // It waited for the rest first.
    expect(sentTo(phone)[0].receivedAt - start).toBeGreaterThanOrEqual(QUIET_MS - 500);
    expect(sentTo(phone)[0].body).toContain(nl.assistant.unfinished);
    const [reply] = await repliesOf(phone);
    expect(reply.handover).toBe(false);
    expect(await conversationOf(phone)).toMatchObject({ unresolved_count: 0, handover_notified_at: null });
  }, 60_000);

  it("a flood of greetings still gets the flood notice and goes to HR, without a reply to each", async () => {
    const phone = newPhone();
    for (let i = 1; i <= FLOOD_LIMIT + 2; i++) expect((await send(phone, "hoi")).status).toBe(200);
    await eventually(async () => sentTo(phone).length > 0, 30_000);
    await settled(phone);
    expect(sentTo(phone).map((m) => m.body)).toEqual([expect.stringContaining(nl.assistant.flooded)]);
    expect(await conversationOf(phone)).toMatchObject({ handled_by: "human" });
  }, 60_000);

  it("still reads a sick report at once", async () => {
    const phone = newPhone();
    const start = twilioClock();
    await send(phone, "ziek");
    await eventually(async () => sentTo(phone).length > 0, 20_000);
    expect(sentTo(phone)[0].receivedAt - start).toBeLessThan(QUIET_MS / 2);
  });
});
