import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { afterAll, beforeAll, expect, it } from "vitest";
import { connectDb, connectSql } from "../../server/db/connect.ts";
import { recoverCrashedJobs } from "../../server/jobs/recover-crashed-jobs.ts";
import { QUIET_MS } from "../../server/whatsapp/assistant/answer-in-order.ts";
import { splitBody } from "../../server/whatsapp/delivery/split-body.ts";
import { type FakeTwilio, startFakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import { dateBackDeadWorker, killWorker } from "../support/dead-worker.ts";
import { type RunningApp, startApp } from "../support/start-app.ts";
import { eventually, signUpUser } from "../support/zero-client.ts";

// One stack for both tests: each works in its own organisation, and starting a stack is
// the slowest step of this file.
let app: RunningApp;
let twilio: FakeTwilio;

beforeAll(async () => {
  twilio = await startFakeTwilio();
  app = await startApp({ env: { TWILIO_API_BASE_URL: twilio.baseUrl } });
});

afterAll(async () => {
  // Twilio first: the second test's reply still waits on its held response, and the worker
  // would finish that job (Twilio's 30 s timeout) before it stops.
  await twilio?.stop();
  await app?.stop();
});

/**
 * An organisation with Twilio credentials and one FAQ (with `answer`), whose next message
 * Twilio accepts and never answers.
 */
async function organizationWithHeldReply(name: string, sender: string, answer = "Je hebt 25 vakantiedagen per jaar.") {
  // An address of its own per attempt: a retried test signs up again on the same stack.
  const owner = await signUpUser(app.url, `${name}-${randomUUID().slice(0, 8)}@a.nl`, "Chris Crash");
  const sql = postgres(app.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [{ organization_id: org }] =
      await sql`select organization_id from organization_members where user_id = ${owner.userId}`;
    const account = twilio.createAccount();
    const saved = await fetch(`${app.url}/api/twilio/credentials`, {
      method: "POST",
      headers: { cookie: owner.cookie, origin: app.url, "x-organization-id": org, "content-type": "application/json" },
      body: JSON.stringify({ account_sid: account.accountSid, auth_token: account.authToken, whatsapp_sender: sender }),
    });
    expect(saved.status).toBe(200);
    await sql`insert into faqs (id, organization_id, question, answer)
      values (gen_random_uuid(), ${org}, 'Hoeveel vakantiedagen heb ik per jaar?', ${answer})`;
    twilio.holdResponsesAfterAccept(1);
    const ask = (phone: string, body = "Hoeveel vakantiedagen heb ik per jaar?") =>
      twilio.inbound(`${app.url}/api/webhooks/twilio/${org}`, account.authToken, {
        from: phone,
        to: sender,
        body,
        accountSid: account.accountSid,
      });
    return { ask, org };
  } finally {
    await sql.end();
  }
}

/**
 * Kills the worker waiting on Twilio for the reply to `phone`; once its replacement has
 * released the dead one's job and the retry recorded the reply's sid, returns the reply
 * (a second later, so a duplicate send would have reached the fake by then).
 */
async function replyAfterWorkerDies(phone: string) {
  const dead = await killWorker(app);
  const sql = postgres(app.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    // The launcher starts a new worker; the dead one's silence is dated back, not waited out.
    await dateBackDeadWorker(sql, dead);
    // At its next heartbeat the new worker releases the dead one's job; the retry finds the
    // message on Twilio and records it instead of sending it again.
    const reply = await eventually(async () => {
      const [row] = await sql`select m.message_sid, m.message_body from whatsapp_messages m
        join conversations c on c.id = m.conversation_id
        where c.customer_phone = ${phone} and m.direction = 'outbound'`;
      return row?.message_sid ? row : null;
    }, 60_000);
    await new Promise((r) => setTimeout(r, 1000));
    return reply;
  } finally {
    await sql.end();
  }
}

it("a worker killed sending the one reply to a question typed in pieces: its replacement sends no second reply, nor one to a piece", async () => {
  const { ask } = await organizationWithHeldReply("stukjes", "+3197010000008");
  const phone = "+31630000008";
  for (const body of ["hoi", "ik heb een vraag", undefined]) expect((await ask(phone, body)).status).toBe(200);
  const accepted = await eventually(() => twilio.sent.find((m) => m.to === `whatsapp:${phone}`), 30_000);
  expect(accepted.body).toContain("25 vakantiedagen");
  const reply = await replyAfterWorkerDies(phone);
  expect(reply.message_sid).toBe(accepted.sid);
  // The pieces' own jobs, due after the quiet period, find them answered with the question.
  await new Promise((r) => setTimeout(r, QUIET_MS + 2_000));
  expect(twilio.sent.filter((m) => m.to === `whatsapp:${phone}`)).toHaveLength(1);
}, 120_000);

it("a worker killed after Twilio accepted the reply but before it was recorded: its replacement sends no second reply", async () => {
  const { ask } = await organizationWithHeldReply("crash", "+3197010000003");
  const phone = "+31630000001";
  expect((await ask(phone)).status).toBe(200);
  // Twilio accepts the reply, and the worker dies waiting for the answer.
  // The first reply of a fresh worker loads the word list and the organisation's index: on two
  // busy cores that has taken longer than the default 10 s.
  const accepted = await eventually(() => twilio.sent.find((m) => m.to === `whatsapp:${phone}`), 30_000);
  const reply = await replyAfterWorkerDies(phone);
  expect(reply.message_sid).toBe(accepted.sid);
  expect(twilio.sent.filter((m) => m.to === `whatsapp:${phone}`)).toHaveLength(1);
}, 120_000);

it("a worker killed sending a reply it had put off to its moment (a busy number): its replacement sends no second reply", async () => {
  const { ask, org } = await organizationWithHeldReply("uitgesteld", "+3197010000007");
  const phone = "+31630000007";
  // The organisation's number is busy for the next 10 s: the reply is put off, not waited for.
  // (3 s was shorter than a fresh worker's first reply on a loaded machine: sent at once, never put off.)
  const sql = postgres(app.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await sql`insert into system.send_clock (organization_id, next_at) values (${org}, now() + interval '10 seconds')
      on conflict (organization_id) do update set next_at = excluded.next_at`;
    expect((await ask(phone)).status).toBe(200);
    const waiting = await eventually(async () => {
      const [row] = await sql`select l.slot_at from system.send_later l
        join conversations c on c.id = l.conversation_id where c.customer_phone = ${phone}`;
      return row;
    }, 30_000);
    expect(waiting.slot_at).not.toBeNull();
    // At its moment Twilio accepts it, and the worker dies waiting for the answer.
    const accepted = await eventually(() => twilio.sent.find((m) => m.to === `whatsapp:${phone}`), 30_000);
    const reply = await replyAfterWorkerDies(phone);
    expect(reply.message_sid).toBe(accepted.sid);
    expect(twilio.sent.filter((m) => m.to === `whatsapp:${phone}`)).toHaveLength(1);
    expect(await sql`select 1 from system.send_later`).toHaveLength(0);
  } finally {
    await sql.end();
  }
}, 120_000);

it("a worker killed between the parts of a long answer: its replacement sends the rest, nothing twice", async () => {
  const paragraph = "Vakantiedagen bouw je op over de uren die je werkt, ook als je ziek bent. ".repeat(12).trim();
  const { ask } = await organizationWithHeldReply("lang-antwoord", "+3197010000005", `${paragraph}\n\n${paragraph}`);
  const phone = "+31630000003";
  expect((await ask(phone)).status).toBe(200);
  const sentTo = () => twilio.sent.filter((m) => m.to === `whatsapp:${phone}`);
  // Twilio accepts the first part, and the worker dies waiting for the answer.
  await eventually(() => sentTo().length === 1, 30_000);
  const reply = await replyAfterWorkerDies(phone);
  const parts = splitBody(reply.message_body);
  expect(parts.length).toBeGreaterThan(1);
  expect(sentTo().map((m) => m.body)).toEqual(parts);
  expect(reply.message_sid).toBe(sentTo().at(-1)?.sid);
}, 120_000);

it("a live worker's job that runs past the crash limit keeps its lock: only a dead worker's jobs are released", async () => {
  const { ask } = await organizationWithHeldReply("lang", "+3197010000004");
  const sql = connectSql(app.databaseUrl, { max: 1 });
  const db = connectDb(sql);
  try {
    expect((await ask("+31630000002")).status).toBe(200);
    await eventually(() => twilio.sent.find((m) => m.to === "whatsapp:+31630000002"));
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
