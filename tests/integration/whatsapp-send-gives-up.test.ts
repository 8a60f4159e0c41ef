import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import type { FakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import type { Owner, Stack } from "../support/stack.ts";
import { saveTwilioCredentials, startStackWithTwilio, type TwilioAccount } from "../support/twilio.ts";
import { eventually } from "../support/zero-client.ts";

// Twilio answering 500 for as long as a send job retries (about half an hour): on the job's
// last attempt the message is marked failed instead of "Wordt verstuurd" for ever, and an
// assistant reply's outbox row goes, so the conversation's next message is answered.
let app: Stack;
let twilio: FakeTwilio;
let owner: Owner;
let account: TwilioAccount;
const SENDER = "+3197010000061";

beforeAll(async () => {
  ({ twilio, app } = await startStackWithTwilio());
  owner = await app.signUpOwner("opgeven@a.nl", "Olga Opgeven");
  account = twilio.createAccount();
  await saveTwilioCredentials(app, owner, owner.org, account, SENDER);
});
afterAll(async () => {
  await app?.stop();
});

/** Once the job about `messageId` has failed its first attempt, its next attempt is its last, and due now. */
async function nextAttemptIsLast(task: string, messageId: string) {
  await eventually(async () => {
    const [job] = await app.sql`select j.id from graphile_worker._private_jobs j
      join graphile_worker._private_tasks t on t.id = j.task_id
      where t.identifier = ${task} and j.payload->>'messageId' = ${messageId} and j.attempts >= 1 and j.locked_at is null`;
    return job ? true : undefined;
  }, 30_000);
  await app.sql`update graphile_worker._private_jobs j set max_attempts = j.attempts + 1, run_at = now()
    from graphile_worker._private_tasks t
    where t.id = j.task_id and t.identifier = ${task} and j.payload->>'messageId' = ${messageId}`;
}
const messageRow = async (id: string) =>
  (
    await app.sql<Array<{ status: string; error_code: string | null }>>`
    select status, error_code from whatsapp_messages where id = ${id}`
  )[0];

it("a staff message whose sending fails on the job's last attempt is marked failed, with what happened in Dutch", async () => {
  const phone = "+31661000001";
  twilio.failSendsTo(phone, 500);
  const conversationId = randomUUID();
  await app.sql`insert into conversations (id, organization_id, customer_phone, handled_by, message_count, last_message_at, last_inbound_at)
    values (${conversationId}, ${owner.org}, ${phone}, 'human', 1, now(), now())`;
  const id = randomUUID();
  await app.sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, is_from_bot, sent_by_user_id, status, created_at, updated_at)
    values (${id}, ${owner.org}, ${conversationId}, 'outbound', 'Je rooster staat klaar', false, ${owner.userId}, 'pending', now(), now())`;
  await nextAttemptIsLast("send_staff_message", id);
  await eventually(async () => ((await messageRow(id))?.status === "failed" ? true : undefined), 30_000);
  expect(await messageRow(id)).toEqual({ status: "failed", error_code: "send_gave_up" });
  expect(nl.twilioErrors.send_gave_up).toMatch(/Verstuur het opnieuw/);
  twilio.failSendsTo(phone, null);
}, 90_000);

it("an assistant reply whose sending fails on the job's last attempt is marked failed, leaves the outbox, and the next question is answered", async () => {
  const phone = "+31661000002";
  twilio.failSendsTo(phone, 500);
  const webhook = `${app.url}/api/webhooks/twilio/${owner.org}`;
  const ask = (sid: string, body: string) =>
    twilio.inbound(webhook, account.authToken, { from: phone, to: SENDER, body, messageSid: sid });
  expect((await ask(`SMgiveup${"1".padStart(26, "0")}`, "Hoeveel vakantiedagen heb ik per jaar?")).status).toBe(200);
  const question = await eventually(async () => {
    const [row] = await app.sql<Array<{ id: string; conversation_id: string }>>`
      select id, conversation_id from whatsapp_messages where message_sid = ${`SMgiveup${"1".padStart(26, "0")}`}`;
    return row;
  }, 30_000);
  await nextAttemptIsLast("answer_whatsapp_message", question.id);
  const reply = await eventually(async () => {
    const [row] = await app.sql<Array<{ status: string; error_code: string | null }>>`
      select status, error_code from whatsapp_messages where reply_to = ${question.id}`;
    return row?.status === "failed" ? row : undefined;
  }, 30_000);
  expect(reply).toEqual({ status: "failed", error_code: "send_gave_up" });
  const [outbox] = await app.sql`select count(*)::int as n from system.assistant_outbox
    where conversation_id = ${question.conversation_id}`;
  expect(outbox.n).toBe(0);

  // Twilio is back: the employee's next question is answered, not held behind the failed one.
  twilio.failSendsTo(phone, null);
  expect((await ask(`SMgiveup${"2".padStart(26, "0")}`, "Hoe vraag ik verlof aan?")).status).toBe(200);
  await eventually(() => twilio.sent.some((m) => m.to === `whatsapp:${phone}`), 30_000);
}, 120_000);
