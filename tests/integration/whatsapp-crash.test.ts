import postgres from "postgres";
import { afterAll, expect, it } from "vitest";
import { connectDb, connectSql } from "../../server/db/connect.ts";
import { recoverCrashedJobs } from "../../server/jobs/recover-crashed-jobs.ts";
import { type FakeTwilio, startFakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import { type RunningApp, startApp } from "../support/start-app.ts";
import { eventually, signUpUser } from "../support/zero-client.ts";

const running: RunningApp[] = [];
let twilio: FakeTwilio | undefined;

afterAll(async () => {
  for (const app of running) await app.stop();
  await twilio?.stop();
});

/** An organisation with Twilio credentials and one FAQ, whose next reply Twilio accepts and never answers. */
async function organizationWithHeldReply(app: RunningApp, fake: FakeTwilio, email: string, sender: string) {
  const owner = await signUpUser(app.url, email, "Chris Crash");
  const sql = postgres(app.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [{ organization_id: org }] =
      await sql`select organization_id from organization_members where user_id = ${owner.userId}`;
    const account = fake.createAccount();
    const saved = await fetch(`${app.url}/api/twilio/credentials`, {
      method: "POST",
      headers: { cookie: owner.cookie, origin: app.url, "x-organization-id": org, "content-type": "application/json" },
      body: JSON.stringify({ account_sid: account.accountSid, auth_token: account.authToken, whatsapp_sender: sender }),
    });
    expect(saved.status).toBe(200);
    await sql`insert into faqs (id, organization_id, question, answer)
      values (gen_random_uuid(), ${org}, 'Hoeveel vakantiedagen heb ik per jaar?', 'Je hebt 25 vakantiedagen per jaar.')`;
    fake.holdResponsesAfterAccept(1);
    const ask = (phone: string) =>
      fake.inbound(`${app.url}/api/webhooks/twilio/${org}`, account.authToken, {
        from: phone,
        to: sender,
        body: "Hoeveel vakantiedagen heb ik per jaar?",
        accountSid: account.accountSid,
      });
    return { ask };
  } finally {
    await sql.end();
  }
}

it("a worker killed after Twilio accepted the reply but before it was recorded: the restarted app sends no second reply", async () => {
  twilio ??= await startFakeTwilio();
  const env = { TWILIO_API_BASE_URL: twilio.baseUrl };
  const first = await startApp({ env });
  // Twilio accepts the reply, and the worker dies waiting for the answer.
  const { ask } = await organizationWithHeldReply(first, twilio, "crash@a.nl", "+3197010000003");
  const phone = "+31630000001";
  expect((await ask(phone)).status).toBe(200);
  const accepted = await eventually(() => twilio?.sent.find((m) => m.to === `whatsapp:${phone}`));
  first.process.kill("SIGKILL");
  await new Promise<void>((resolve) => first.process.once("exit", () => resolve()));

  const second = await startApp({ dataDir: first.dataDir, env });
  running.push(second);
  const sql = postgres(second.databaseUrl, { max: 1, onnotice: () => {} });
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

it("a live worker's job that runs past the crash limit keeps its lock: only a dead worker's jobs are released", async () => {
  twilio ??= await startFakeTwilio();
  const app = await startApp({ env: { TWILIO_API_BASE_URL: twilio.baseUrl } });
  running.push(app);
  const { ask } = await organizationWithHeldReply(app, twilio, "lang@a.nl", "+3197010000004");
  const sql = connectSql(app.databaseUrl, { max: 1 });
  const db = connectDb(sql);
  try {
    expect((await ask("+31630000002")).status).toBe(200);
    await eventually(() => twilio?.sent.find((m) => m.to === "whatsapp:+31630000002"));
    // The answer job waits on Twilio; it has been locked, to all appearances, for five minutes.
    const [job] = await sql`update graphile_worker._private_jobs set locked_at = now() - interval '5 minutes'
      where locked_by is not null returning id, locked_by`;
    expect(job).toBeDefined();
    expect(await recoverCrashedJobs(db)).toEqual([]);
    const [still] = await sql`select locked_by from graphile_worker._private_jobs where id = ${job.id}`;
    expect(still.locked_by).toBe(job.locked_by);
  } finally {
    await db.destroy();
  }
}, 120_000);
