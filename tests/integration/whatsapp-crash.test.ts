import postgres from "postgres";
import { afterAll, expect, it } from "vitest";
import { type FakeTwilio, startFakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import { type RunningApp, startApp } from "../support/start-app.ts";
import { eventually, signUpUser } from "../support/zero-client.ts";

let twilio: FakeTwilio | undefined;
let second: RunningApp | undefined;

afterAll(async () => {
  await second?.stop();
  await twilio?.stop();
});

it("a worker killed after Twilio accepted the reply but before it was recorded: the restarted app sends no second reply", async () => {
  twilio = await startFakeTwilio();
  const env = { TWILIO_API_BASE_URL: twilio.baseUrl };
  const first = await startApp({ env });
  const owner = await signUpUser(first.url, "crash@a.nl", "Chris Crash");
  let sql = postgres(first.databaseUrl, { max: 1, onnotice: () => {} });
  const [{ organization_id: org }] =
    await sql`select organization_id from organization_members where user_id = ${owner.userId}`;
  const account = twilio.createAccount();
  const saved = await fetch(`${first.url}/api/twilio/credentials`, {
    method: "POST",
    headers: { cookie: owner.cookie, origin: first.url, "x-organization-id": org, "content-type": "application/json" },
    body: JSON.stringify({
      account_sid: account.accountSid,
      auth_token: account.authToken,
      whatsapp_sender: "+3197010000003",
    }),
  });
  expect(saved.status).toBe(200);
  await sql`insert into faqs (id, organization_id, question, answer)
    values (gen_random_uuid(), ${org}, 'Hoeveel vakantiedagen heb ik per jaar?', 'Je hebt 25 vakantiedagen per jaar.')`;
  await sql.end();

  // Twilio accepts the reply, and the worker dies waiting for the answer.
  twilio.holdResponsesAfterAccept(1);
  const phone = "+31630000001";
  const inbound = await twilio.inbound(`${first.url}/api/webhooks/twilio/${org}`, account.authToken, {
    from: phone,
    to: "+3197010000003",
    body: "Hoeveel vakantiedagen heb ik per jaar?",
    accountSid: account.accountSid,
  });
  expect(inbound.status).toBe(200);
  const accepted = await eventually(() => twilio?.sent.find((m) => m.to === `whatsapp:${phone}`));
  first.process.kill("SIGKILL");
  await new Promise<void>((resolve) => first.process.once("exit", () => resolve()));

  second = await startApp({ dataDir: first.dataDir, env });
  sql = postgres(second.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    // Within a minute the live worker releases the dead one's job; the retry finds the
    // message on Twilio and records it instead of sending it again.
    const reply = await eventually(async () => {
      const [row] = await sql`select m.message_sid, m.status from whatsapp_messages m
        join conversations c on c.id = m.conversation_id
        where c.customer_phone = ${phone} and m.direction = 'outbound'`;
      return row?.message_sid ? row : null;
    }, 90_000);
    expect(reply.message_sid).toBe(accepted.sid);
    await new Promise((r) => setTimeout(r, 1000));
    expect(twilio.sent.filter((m) => m.to === `whatsapp:${phone}`)).toHaveLength(1);
  } finally {
    await sql.end();
  }
}, 180_000);
