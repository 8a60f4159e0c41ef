import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDb, connectSql } from "../../server/db/connect.ts";
import { enqueueWelcomes } from "../../server/employees/welcome/enqueue-welcomes.ts";
import { PACED_INTERVAL_MS } from "../../server/whatsapp/delivery/pace-slots.ts";
import { SEND_BURST } from "../../server/whatsapp/delivery/send-slot.ts";
import { twilioClock } from "../fakes/twilio/fake-twilio-server.ts";
import {
  phone,
  QUESTION,
  SERIES,
  type Side,
  startTwoOrganisations,
  type TwoOrganisations,
} from "../support/two-organisations.ts";
import { eventually } from "../support/zero-client.ts";

// Every message an organisation sends shares one pace: the assistant's replies and a bulk
// import's welcomes together stay under it, replies go first, a lone reply is not held up,
// and one organisation's traffic does not slow another's.

const SENDER_A = "+3197010000081";
const TEMPLATE_SID = "HX0123456789abcdef0123456789abcd81";
// What the loopback round trip and a busy 2-core machine may add to one send's time.
const JITTER_MS = 400;

let t: TwoOrganisations;
let a: Side;
let b: Side;

const sentTo = (p: string) => t.sentTo(p);
const ask = (side: Side, from: string, body: string) => t.ask(side, from, body);
const replyTime = (side: Side, from: string) => t.replyTime(side, from, 30_000);

/**
 * How much earlier than a token bucket allows (SEND_BURST + 1 at once, then one per
 * PACED_INTERVAL_MS) the most hurried of these sends came, in ms: 0 when they all kept to it.
 */
function earliness(times: number[]): number {
  let due = Number.NEGATIVE_INFINITY;
  let worst = 0;
  for (const at of [...times].sort((x, y) => x - y)) {
    worst = Math.max(worst, due - SEND_BURST * PACED_INTERVAL_MS - at);
    due = Math.max(due, at) + PACED_INTERVAL_MS;
  }
  return worst;
}

beforeAll(async () => {
  t = await startTwoOrganisations({
    emails: ["tempo@a.nl", "tempo@b.nl"],
    names: ["Anna Tempo", "Bram Tempo"],
    senders: [SENDER_A, "+3197010000082"],
  });
  ({ a, b } = t);
  const templateId = randomUUID();
  await t.app.sql`insert into whatsapp_templates (id, organization_id, name, template_sid, template_type)
    values (${templateId}, ${a.org}, 'Welkom nieuwe medewerker', ${TEMPLATE_SID}, 'onboarding')`;
  const chosen = await t.app.api(a.owner, a.org, "PUT", "employees/welcome/settings", {
    template_id: templateId,
    variables: { "1": "first_name" },
  });
  expect(chosen.status).toBe(200);
}, 240_000);

afterAll(async () => {
  await t?.app.stop();
});

describe("one pace for every message of an organisation", () => {
  it("questions during an import's welcomes: paced together, replies first, the other organisation unaffected", async () => {
    // The usual time of a lone reply, measured here on the same machine (the first also
    // loads the word list).
    await replyTime(a, phone("7000", 1));
    const usualA = await replyTime(a, phone("7000", 2));
    const usualB = await replyTime(b, phone("8000", 1));

    const welcomed = Array.from({ length: 100 }, (_, i) => phone("7100", i));
    const ids: string[] = [];
    for (const [i, p] of welcomed.entries()) {
      const id = randomUUID();
      ids.push(id);
      await t.app
        .sql`insert into employees (id, organization_id, first_name, last_name, phone_number, is_active, created_at, updated_at)
        values (${id}, ${a.org}, ${`Tempo${i}`}, 'Jansen', ${p}, true, now(), now())`;
    }
    const db = connectDb(connectSql(t.app.databaseUrl, { max: 1 }));
    try {
      const summary = await enqueueWelcomes(db, { organizationId: a.org, employeeIds: ids, requestedBy: null });
      expect(summary.queued).toHaveLength(100);
    } finally {
      await db.destroy();
    }
    // While the import's welcomes go: a lone question to A is answered before the welcomes
    // waiting, and one to B does not wait for A's number at all.
    await eventually(() => welcomed.some((p) => sentTo(p).length > 0), 10_000);
    const [duringA, duringB] = await Promise.all([replyTime(a, phone("7000", 3)), replyTime(b, phone("8000", 2))]);
    console.log(
      `[pace] a lone reply as usual: A ${usualA.toFixed(0)} ms, B ${usualB.toFixed(0)} ms; during the import: A ${duringA.toFixed(0)} ms, B ${duringB.toFixed(0)} ms`,
    );
    // A's waits at most for the welcomes already holding a moment (BULK_MAX_WAIT_MS) and for
    // a worker; B's not even that long.
    expect(duringA).toBeLessThan(usualA + 2_500);
    expect(duringB).toBeLessThan(usualB + 2_500);

    // Then 40 employees of A ask at once.
    const asking = Array.from({ length: 40 }, (_, i) => phone("7200", i));
    const askedAt = twilioClock();
    await Promise.all(asking.map((p) => ask(a, p, QUESTION)));

    await eventually(() => asking.every((p) => sentTo(p).length === 1), 60_000);
    await eventually(() => welcomed.every((p) => sentTo(p).length === 1), 90_000);

    // Never faster than the pace: the times the fake received A's messages (replies and
    // welcomes alike: WhatsApp counts each) keep to a burst of SEND_BURST + 1, then one per
    // interval, however they were mixed. How early a message came against that schedule is
    // the loopback's jitter at most; unpaced, the same traffic came 2 s early.
    const ofA = t.twilio.sent.filter((m) => m.from === `whatsapp:${SENDER_A}` && m.receivedAt >= askedAt - 2_000);
    const early = earliness(ofA.map((m) => m.receivedAt));
    console.log(`[pace] ${ofA.length} messages of A, the most hurried ${early.toFixed(0)} ms early`);
    expect(early).toBeLessThan(JITTER_MS);
    // Replies first: the 40 answers were all out while welcomes were still waiting.
    const replies = asking.map((p) => sentTo(p)[0].receivedAt);
    const welcomes = welcomed.map((p) => sentTo(p)[0].receivedAt);
    const lastReply = Math.max(...replies);
    expect(lastReply).toBeLessThan(Math.max(...welcomes));
    expect(welcomes.filter((t) => t > lastReply).length).toBeGreaterThan(40);
    console.log(`[pace] the last of the 40 replies after ${(lastReply - askedAt).toFixed(0)} ms`);

    // Once the line has gone, a lone reply is as quick as before.
    const after = await replyTime(a, phone("7000", 4));
    expect(after).toBeLessThan(usualA + 1_000);
  }, 180_000);

  it("a burst at one organisation holds no worker: another's lone reply as quick as usual, the burst paced, once each, in order", async () => {
    const usualB = await replyTime(b, phone("8000", 3));

    // 40 employees of A ask at once, one of them three questions in a row; B's lone question
    // comes while A's replies are still queued behind A's pace (4 s of them).
    const asking = Array.from({ length: 40 }, (_, i) => phone("7300", i));
    const series = phone("7400", 1);
    const askedAt = twilioClock();
    await Promise.all(asking.map((p) => ask(a, p, QUESTION)));
    for (const [question] of SERIES) await ask(a, series, question);
    await eventually(
      () => t.twilio.sent.filter((m) => m.from === `whatsapp:${SENDER_A}` && m.receivedAt > askedAt).length >= 10,
      30_000,
    );
    const duringB = await replyTime(b, phone("8000", 4));
    const stillWaiting = asking.filter((p) => sentTo(p).length === 0).length;
    console.log(
      `[pace] B's lone reply: usual ${usualB.toFixed(0)} ms, during A's burst ${duringB.toFixed(0)} ms (${stillWaiting} of A's 40 still waiting then)`,
    );
    // Before, A's waiting sends held every worker slot and B's reply took 3 s and more.
    expect(stillWaiting).toBeGreaterThan(0);
    expect(duringB).toBeLessThan(Math.max(1_500, usualB + 1_000));

    await eventually(() => asking.every((p) => sentTo(p).length === 1) && sentTo(series).length === 3, 60_000);
    // Nothing more comes: each message went once.
    await new Promise((r) => setTimeout(r, 1_500));
    for (const p of [...asking]) expect(sentTo(p), p).toHaveLength(1);
    // (The first reply of a conversation opens with the assistant's introduction.)
    const answered = sentTo(series).map((m) => SERIES.findIndex(([, answer]) => m.body.endsWith(answer)));
    expect(answered).toEqual([0, 1, 2]);
    expect(t.twilio.sent.filter((m) => m.receivedAt >= askedAt && m.from === `whatsapp:${SENDER_A}`)).toHaveLength(43);
    const ofA = t.twilio.sent.filter((m) => m.from === `whatsapp:${SENDER_A}` && m.receivedAt >= askedAt - 2_000);
    const early = earliness(ofA.map((m) => m.receivedAt));
    console.log(`[pace] ${ofA.length} messages of A in the burst, the most hurried ${early.toFixed(0)} ms early`);
    expect(early).toBeLessThan(JITTER_MS);
    // Nothing is left waiting outside the worker.
    const [left] = await t.app.sql`select count(*)::int as n from system.send_later`;
    expect(left.n).toBe(0);
  }, 120_000);
});
