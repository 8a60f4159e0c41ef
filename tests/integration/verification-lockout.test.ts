import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import type { FakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import type { Owner, Stack } from "../support/stack.ts";
import { replyTo, saveTwilioCredentials, startStackWithTwilio, type TwilioAccount } from "../support/twilio.ts";

// Guessing an employee's details over WhatsApp: three wrong answers lock verifying for a
// while, longer each round, asking again never starts a fresh round, and staff are told.
let app: Stack;
let twilio: FakeTwilio;
let owner: Owner;
let account: TwilioAccount;
const SENDER = "+3197010000009";
const PERSONAL = "Wanneer loopt mijn contract af?";
const ANSWER = "Je contract loopt tot en met 31 december.";

/** Sends one signed message and returns the assistant's reply to it. */
const say = (from: string, body: string) => replyTo(twilio, app.url, owner.org, account, { from, to: SENDER, body });
const stateOf = async (phone: string) =>
  (
    await app.sql`select id, pending_question, verification_attempts, verification_lockouts,
      extract(epoch from verification_locked_until - now()) as locked_for_s
      from conversations where organization_id = ${owner.org} and customer_phone = ${phone}`
  )[0];
const lockNotifications = async (conversationId: string) =>
  app.sql`select user_id, type from notifications
    where data->>'conversation_id' = ${conversationId} and title = ${nl.assistant.verifyLockedNotificationTitle}`;
/** The lockout has run out (instead of waiting for it). */
const expireLock = (phone: string) =>
  app.sql`update conversations set verification_locked_until = now() - interval '1 second' where organization_id = ${owner.org} and customer_phone = ${phone}`;
const guessWrong = async (phone: string) => {
  expect(await say(phone, PERSONAL)).toContain("Stuur ter verificatie");
  await say(phone, "P-0001");
  await say(phone, "P-0002");
  return say(phone, "P-0003");
};

beforeAll(async () => {
  ({ twilio, app } = await startStackWithTwilio());
  owner = await app.signUpOwner("lock@a.nl", "Lotte Lock");
  account = twilio.createAccount();
  await saveTwilioCredentials(app, owner, owner.org, account, SENDER);
  await app.sql`update organizations set verification_required = true where id = ${owner.org}`;
  await app.sql`insert into faqs (id, organization_id, question, answer) values
    (gen_random_uuid(), ${owner.org}, ${PERSONAL}, ${ANSWER})`;
});
afterAll(async () => {
  await app?.stop();
});

describe("verification lockout", () => {
  it("three wrong answers lock verifying for 15 minutes; asking again or the right detail then gets nothing", async () => {
    const phone = "+31644445555";
    await app.sql`insert into employees (id, organization_id, phone_number, employee_number)
      values (gen_random_uuid(), ${owner.org}, ${phone}, 'P-4004')`;
    const locked = await guessWrong(phone);
    expect(locked).toContain("te vaak niet gelukt");
    expect(locked).toContain("15 minuten");
    const state = await stateOf(phone);
    expect(Number(state.locked_for_s)).toBeGreaterThan(14 * 60);
    expect(Number(state.locked_for_s)).toBeLessThanOrEqual(15 * 60);
    expect(await lockNotifications(state.id)).toEqual([{ user_id: owner.userId, type: "new_conversation" }]);
    // The guesses are not kept (one might be a colleague's number): the thread shows that a detail was given.
    const bodies = (
      await app.sql`select message_body from whatsapp_messages
        where conversation_id = ${state.id} and direction = 'inbound' order by created_at`
    ).map((m) => m.message_body);
    expect(bodies).toEqual([PERSONAL, ...Array(3).fill(nl.inbox.redactedVerification)]);

    // Asking again is no fresh round, and the right detail is not even looked at.
    const again = await say(phone, PERSONAL);
    expect(again).toBe(nl.assistant.verifyLocked);
    const right = await say(phone, "P-4004");
    expect(right).not.toContain("geverifieerd");
    expect(right).not.toContain("31 december");
    expect(await stateOf(phone)).toMatchObject({ pending_question: null, verification_lockouts: 1 });
  });

  it("each round locks longer and tells staff again; only a success starts over", async () => {
    const phone = "+31655556666";
    await app.sql`insert into employees (id, organization_id, phone_number, employee_number)
      values (gen_random_uuid(), ${owner.org}, ${phone}, 'P-5005')`;
    expect(await guessWrong(phone)).toContain("15 minuten");
    await expireLock(phone);
    expect(await guessWrong(phone)).toContain("1 uur");
    expect(Number((await stateOf(phone)).locked_for_s)).toBeGreaterThan(59 * 60);
    await expireLock(phone);
    expect(await guessWrong(phone)).toContain("24 uur");
    const state = await stateOf(phone);
    expect(Number(state.locked_for_s)).toBeGreaterThan(23 * 3600);
    expect(await lockNotifications(state.id)).toHaveLength(3);

    await expireLock(phone);
    expect(await say(phone, PERSONAL)).toContain("Stuur ter verificatie");
    const answered = await say(phone, "P-5005");
    expect(answered).toContain("je bent geverifieerd");
    expect(answered).toContain(ANSWER);
    expect(await stateOf(phone)).toMatchObject({ verification_attempts: 0, verification_lockouts: 0 });
  });
});
