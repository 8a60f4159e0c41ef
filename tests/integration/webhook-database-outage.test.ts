import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type EmbeddedPg, startEmbeddedPostgres } from "../../server/runtime/embedded-pg.ts";
import { findFreePorts } from "../../server/runtime/free-port.ts";
import { type FakeTwilio, startFakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import { copyTemplateCluster } from "../support/data-template.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { saveTwilioCredentials, type TwilioAccount } from "../support/twilio.ts";
import { eventually } from "../support/zero-client.ts";

// Longer than the webhook's credentials cache (5 s): the outage the cache used to turn into 503s.
const OUTAGE_BEFORE_MS = 7_000;
const SENDER = "+3197010000031";
const PHONE = "+31620009999";

let pgDir: string;
let pgOpts: Parameters<typeof startEmbeddedPostgres>[0];
let pg: EmbeddedPg;
let app: Stack;
let twilio: FakeTwilio;
let owner: Owner;
let account: TwilioAccount;

beforeAll(async () => {
  // Postgres as its own server, so it can be stopped under the app as a database service can.
  pgDir = fs.mkdtempSync(path.join(os.tmpdir(), "hr-outage-pg-"));
  fs.chmodSync(pgDir, 0o755);
  // Initialised and migrated already where the run has a template: the app only starts on it.
  const password = copyTemplateCluster(pgDir) ?? "outage";
  pgOpts = { dataDir: pgDir, port: await findFreePorts(1), password, log: () => {} };
  pg = await startEmbeddedPostgres(pgOpts);
  twilio = await startFakeTwilio();
  app = await startStack({ env: { DATABASE_URL: pg.url, TWILIO_API_BASE_URL: twilio.baseUrl }, fakes: [twilio] });
  owner = await app.signUpOwner("uitval@a.nl", "Uma Uitval");
  account = twilio.createAccount();
  await saveTwilioCredentials(app, owner, owner.org, account, SENDER);
}, 180_000);
afterAll(async () => {
  await app?.stop();
  await pg?.stop();
  fs.rmSync(pgDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const deliver = (n: number, body: string) =>
  twilio.inbound(`${app.url}/api/webhooks/twilio/${owner.org}`, account.authToken, {
    from: PHONE,
    to: SENDER,
    body,
    messageSid: `SMoutage${String(n).padStart(4, "0")}`,
  });

it("messages sent while Postgres is down, longer than the token cache lasts, are acknowledged, and land in the order and at the times they arrived", async () => {
  // The organisation's token is read once while the database is up.
  expect((await deliver(0, "Hallo")).status).toBe(200);
  await pg.stop();
  const arrived: Array<{ sid: string; sent: number; acknowledged: number }> = [];
  try {
    await sleep(OUTAGE_BEFORE_MS);
    // Twilio does not retry a 5xx for an incoming message: each must be acknowledged now.
    for (const [n, body] of [
      [1, "Mag ik morgen vrij nemen?"],
      [2, "Het gaat om de ochtend"],
      [3, "Mijn teamleider weet ervan"],
    ] as const) {
      const sent = Date.now();
      const answer = await deliver(n, body);
      expect(answer.status).toBe(200);
      arrived.push({ sid: `SMoutage000${n}`, sent, acknowledged: Date.now() });
      await sleep(1_500);
    }
  } finally {
    pg = await startEmbeddedPostgres(pgOpts);
  }
  // Sent as soon as the database is back: it queues behind the three kept during the outage.
  const sent = Date.now();
  expect((await deliver(4, "Hoor ik nog iets?")).status).toBe(200);
  arrived.push({ sid: "SMoutage0004", sent, acknowledged: Date.now() });

  const stored = async () =>
    await app.sql<Array<{ message_sid: string; created_at: Date }>>`
      select message_sid, created_at from whatsapp_messages
      where message_sid = any(${arrived.map((a) => a.sid)}) and direction = 'inbound'
      order by created_at, message_sid`;
  await eventually(async () => (await stored()).length === arrived.length, 45_000);
  const rows = await stored();
  expect(rows.map((r) => r.message_sid)).toEqual(arrived.map((a) => a.sid));
  // Each at the moment it reached the webhook, not when the spool passed it on.
  const times = rows.map((r, i) => ({
    sid: r.message_sid,
    fromSent: r.created_at.getTime() - (arrived[i]?.sent ?? 0),
    untilAcknowledged: (arrived[i]?.acknowledged ?? 0) - r.created_at.getTime(),
  }));
  expect(times.filter((t) => t.fromSent < -50 || t.untilAcknowledged < -50)).toEqual([]);
}, 150_000);
