import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { mutators } from "../../common/zero/mutators.ts";
import { queries } from "../../common/zero/queries.ts";
import { connectSql, withStatementTimeout } from "../../server/db/connect.ts";
import { type FakeTwilio, startFakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { saveTwilioCredentials, type TwilioAccount } from "../support/twilio.ts";
import { twilioSender } from "../support/twilio-sender.ts";
import { eventually, verdict } from "../support/zero-client.ts";

// A small bound and a short statement timeout, so a stalled database shows within seconds.
const MAX_PENDING = 5;
// An organisation past its tenth may still fill the spool to nine tenths: 54 deliveries here.
const SPOOL_MAX_FILES = 60;
const STATEMENT_TIMEOUT_MS = 3000;
const SENDER = "+3197010000021";

let app: Stack;
let twilio: FakeTwilio;
let owner: Owner;
let account: TwilioAccount;

beforeAll(async () => {
  twilio = await startFakeTwilio();
  app = await startStack({
    env: {
      TWILIO_API_BASE_URL: twilio.baseUrl,
      WEBHOOK_MAX_PENDING: String(MAX_PENDING),
      WEBHOOK_SPOOL_MAX_FILES: String(SPOOL_MAX_FILES),
      DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
    },
    fakes: [twilio],
  });
  owner = await app.signUpOwner("druk@a.nl", "Dana Druk");
  account = twilio.createAccount();
  await saveTwilioCredentials(app, owner, owner.org, account, SENDER);
}, 180_000);
afterAll(async () => {
  await app?.stop();
});

const message = (i: number) => ({
  from: `+3162000${String(i).padStart(4, "0")}`,
  to: SENDER,
  body: "Hoeveel vakantiedagen heb ik?",
  messageSid: `SMbackpressure${String(i).padStart(4, "0")}`,
});
const health = async () =>
  (await (await fetch(`${app.url}/api/health`)).json()) as {
    twilioWebhook: { spool: { files: number; maxFiles: number }; answered503: number };
  };
/** One delivery, no retry. */
const deliver = (i: number) =>
  twilio.inbound(`${app.url}/api/webhooks/twilio/${owner.org}`, account.authToken, message(i));

it("with Postgres stalled, deliveries past the bound are kept on disk and acknowledged at once, the stalled ones at the statement timeout: none answered 503, each stored once", async () => {
  // One delivery first: the organisation's token is in the webhook's cache.
  expect((await deliver(0)).status).toBe(200);

  // Another session holds a lock every landing insert waits for: the database is "slow".
  const locker = await app.sql.reserve();
  await locker`begin`;
  await locker`lock table system.inbound_landing in exclusive mode`;
  const started = performance.now();
  const timed = (i: number) => deliver(i).then((r) => ({ status: r.status, ms: performance.now() - started }));
  let answers: Array<{ status: number; ms: number }>;
  try {
    answers = await Promise.all(Array.from({ length: 40 }, (_, i) => timed(i + 1)));
  } finally {
    await locker`rollback`;
    locker.release();
  }
  // Twilio does not retry a 503: past the bound a delivery goes to the spool on disk at once
  // instead of waiting in memory. The ones let in waited for the lock until Postgres
  // cancelled their insert, not for good, and were then acknowledged from the spool too.
  expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
  const fast = answers.filter((a) => a.ms < 1500);
  expect(fast.length).toBeGreaterThanOrEqual(40 - MAX_PENDING);
  expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(4 * STATEMENT_TIMEOUT_MS + 2000);

  // Delivered again (also a second time, as if an acknowledgement got lost), as Twilio does,
  // once the spool has passed them on: each is acknowledged, and stored once. The spool holds
  // only 54 of this organisation's here and up to 35 of each round of 40 go to it past the bound of
  // 5, so a round starts once the last has drained (on a loaded machine two rounds back to
  // back overfilled it: one delivery answered 503).
  const send = twilioSender(twilio, `${app.url}/api/webhooks/twilio/${owner.org}`, account.authToken, {
    concurrency: 40,
  });
  for (let round = 0; round < 2; round++) {
    await eventually(async () => (await health()).twilioWebhook.spool.files === 0, 30_000);
    const again = await Promise.all(Array.from({ length: 40 }, (_, i) => send(message(i + 1))));
    expect(again.filter((d) => !d.acknowledged)).toEqual([]);
  }
  // A repeated delivery may land again; it is dropped when it joins its conversation.
  await eventually(
    async () =>
      (await app.sql`select 1 from system.inbound_landing where message_sid like 'SMbackpressure%'`).length === 0,
  );
  const stored = await app.sql`select message_sid, count(*)::int as n from whatsapp_messages
    where message_sid like 'SMbackpressure%' group by message_sid`;
  expect(stored.length).toBe(41);
  expect(stored.filter((r) => r.n !== 1)).toEqual([]);
}, 120_000);

it("only past the spool's budget is a delivery answered 503, at once, and /api/health counts it", async () => {
  const before = await health();
  expect(before.twilioWebhook.spool.maxFiles).toBe(SPOOL_MAX_FILES);
  const locker = await app.sql.reserve();
  await locker`begin`;
  await locker`lock table system.inbound_landing in exclusive mode`;
  const started = performance.now();
  let answers: Array<{ status: number; ms: number }>;
  try {
    answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        deliver(100 + i).then((r) => ({ status: r.status, ms: performance.now() - started })),
      ),
    );
  } finally {
    await locker`rollback`;
    locker.release();
  }
  // Alone, an organisation may fill nine tenths of the spool; past that deliveries are refused.
  const share = (SPOOL_MAX_FILES * 9) / 10;
  const refused = answers.filter((a) => a.status === 503);
  expect(refused.length).toBeGreaterThanOrEqual(100 - MAX_PENDING - share);
  // Those past the bound at once; the few let in to wait for the database, at its timeout.
  expect(refused.filter((a) => a.ms >= 1500).length).toBeLessThanOrEqual(MAX_PENDING);
  expect(answers.filter((a) => a.status !== 503 && a.status !== 200)).toEqual([]);
  expect((await health()).twilioWebhook.answered503 - before.twilioWebhook.answered503).toBe(refused.length);
  expect(app.output()).toContain("WEBHOOK DELIVERY LOST");
  // Every one acknowledged is stored.
  const acknowledged = answers.flatMap((a, i) => (a.status === 200 ? [message(100 + i).messageSid] : []));
  await eventually(
    async () =>
      (await app.sql`select 1 from whatsapp_messages where message_sid = any(${acknowledged})`).length ===
      acknowledged.length,
    30_000,
  );
}, 120_000);

it("the app's and the worker's connections carry the statement timeout (postgres.js pools and graphile-worker's pg pool)", async () => {
  const sql = connectSql(app.databaseUrl, { max: 1, statementTimeoutMs: 300 });
  try {
    await expect(sql`select pg_sleep(2)`).rejects.toThrow(/statement timeout/);
  } finally {
    await sql.end();
  }
  const client = new pg.Client({ connectionString: withStatementTimeout(app.databaseUrl, 300) });
  await client.connect();
  try {
    expect((await client.query("show statement_timeout")).rows[0].statement_timeout).toBe("300ms");
  } finally {
    await client.end();
  }
});

it("a Zero mutator waiting on a row another session holds fails at the statement timeout, in Dutch, not when the lock ends", async () => {
  const zo = await app.openZero(owner);
  zo.materialize(queries.organizations.visible({ scope: "member" }));
  // The client runs the mutator on its own copy first: it needs the organisation loaded.
  await eventually(async () => (await zo.run(queries.organizations.visible({ scope: "member" }))).length === 1);
  const locker = await app.sql.reserve();
  await locker`begin`;
  await locker`select 1 from organizations where id = ${owner.org} for update`;
  const started = performance.now();
  try {
    const save = zo.mutate(mutators.organization.setConfetti({ id: owner.org, enabled: false, now: Date.now() }));
    expect(await verdict(save, 4 * STATEMENT_TIMEOUT_MS)).toEqual({
      type: "error",
      message: "Het opslaan duurde te lang. Probeer het zo opnieuw.",
    });
    expect(performance.now() - started).toBeLessThan(STATEMENT_TIMEOUT_MS + 3000);
  } finally {
    await locker`rollback`;
    locker.release();
  }
  // The refused save changed nothing (confetti is on by default).
  const [org] = await app.sql`select enable_confetti from organizations where id = ${owner.org}`;
  expect(org.enable_confetti).toBe(true);
}, 60_000);
