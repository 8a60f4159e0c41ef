import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDb, connectSql, type Db } from "../../server/db/connect.ts";
import { dispatchOutbox } from "../../server/whatsapp/inbound/dispatch-outbox.ts";
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

// All organisations share the worker's few slots. One organisation's burst (hundreds of
// employees asking at once) must not make another organisation's lone question wait for the
// whole burst, and the burst itself is still answered in full, each conversation in order.

// Large enough that first come, first served would make B wait for all of it (some 14 s at
// the rate a burst is answered here), while B waits for the few jobs the worker already
// fetched (7 to 9); 300 showed nothing more and cost the file its answering, most of its time.
const BURST = 100;

let t: TwoOrganisations;
let a: Side;
let b: Side;

const sentTo = (p: string) => t.sentTo(p);
const ask = (side: Side, from: string, body: string) => t.ask(side, from, body);
const replyTime = (side: Side, from: string) => t.replyTime(side, from, 60_000);

/** The organisation's questions the assistant has not answered yet. */
async function unanswered(org: string): Promise<number> {
  const [row] = await t.app.sql`select count(*)::int as n from system.assistant_outbox o
    join conversations c on c.id = o.conversation_id where c.organization_id = ${org}`;
  return row.n;
}

beforeAll(async () => {
  t = await startTwoOrganisations({
    emails: ["eerlijk@a.nl", "eerlijk@b.nl"],
    names: ["Anna Eerlijk", "Bram Eerlijk"],
    senders: ["+3197010000091", "+3197010000092"],
  });
  ({ a, b } = t);
}, 240_000);

afterAll(async () => {
  await t?.app.stop();
});

describe("fairness between organisations in the shared worker", () => {
  it("another organisation's lone question does not wait behind one organisation's burst of 100, and the burst is answered in full and in order", async () => {
    // The usual time of a lone reply on this machine (the first also loads the word list).
    await replyTime(a, phone("9000", 1));
    const usualB = await replyTime(b, phone("9500", 1));

    // 100 employees of A ask at once (one of them three questions in a row), then one of B.
    const asking = Array.from({ length: BURST }, (_, i) => phone("9100", i));
    const series = phone("9200", 1);
    const askedAt = twilioClock();
    await Promise.all([
      ...asking.map((p) => ask(a, p, QUESTION)),
      (async () => {
        for (const [question] of SERIES) await ask(a, series, question);
      })(),
    ]);
    const burstIn = twilioClock() - askedAt;
    const loneB = phone("9500", 2);
    const duringB = await replyTime(b, loneB);
    const leftA = await unanswered(a.org);
    console.log(
      `[fair] A's ${BURST + SERIES.length} questions in ${burstIn.toFixed(0)} ms; B's lone reply: usual ${usualB.toFixed(0)} ms, during A's burst ${duringB.toFixed(0)} ms (${leftA} of A's questions still unanswered then)`,
    );
    // First come, first served, B's question waited for every one of A's answer jobs before
    // it (4.8 to 7.3 s, measured): now it runs next, after the few jobs a worker already holds.
    expect(leftA).toBeGreaterThan(BURST / 2);
    // And B's wait is short: 0.8-0.9 s on a quiet 2-core machine (1.3-1.5 s with two jobs
    // fetched per worker slot; the 2.5 s once measured was the machine's load, not the answer
    // job's work). 3 s, not 2: right after another file on the same stack it took 2.6 s.
    expect(duringB).toBeLessThan(Math.max(3_000, usualB + 2_000));

    // A's burst is answered in full, once each, each conversation in order.
    await eventually(async () => (await unanswered(a.org)) === 0, 120_000);
    const answeredIn = twilioClock() - askedAt;
    await eventually(() => asking.every((p) => sentTo(p).length === 1) && sentTo(series).length === 3, 120_000);
    const sentIn = twilioClock() - askedAt;
    console.log(
      `[fair] A's burst answered in ${answeredIn.toFixed(0)} ms, its replies all sent (paced) in ${sentIn.toFixed(0)} ms`,
    );
    await new Promise((r) => setTimeout(r, 1_500));
    for (const p of asking) expect(sentTo(p), p).toHaveLength(1);
    expect(sentTo(loneB)).toHaveLength(1);
    // (The first reply of a conversation opens with the assistant's introduction.)
    const order = sentTo(series).map((m) => SERIES.findIndex(([, answer]) => m.body.endsWith(answer)));
    expect(order).toEqual([0, 1, 2]);
  }, 300_000);

  it("an answer job's priority is its place in its organisation's line: a quiet organisation's question gets 0, a busy one's count on in order", async () => {
    // Inside a transaction that is rolled back, so the worker never sees these jobs.
    const db = connectDb(connectSql(t.app.databaseUrl, { max: 1 }));
    const rollback = new Error("rollback");
    try {
      await db
        .transaction()
        .execute(async (trx) => {
          // Two organisations of its own: A's line is empty whatever the first test left in it
          // (one stopped at its bound left most of A's burst waiting, and this test failed too).
          const a = { org: randomUUID() };
          const b = { org: randomUUID() };
          const conversations = new Map<string, string>();
          for (const org of [a.org, b.org]) {
            const id = randomUUID();
            conversations.set(org, id);
            await sql`insert into organizations (id, name) values (${org}, 'Beurt')`.execute(trx);
            await sql`insert into conversations (id, organization_id, customer_phone)
              values (${id}, ${org}, ${`+31690${String(Math.floor(Math.random() * 1e6)).padStart(6, "0")}`})`.execute(
              trx,
            );
          }
          let second = 0;
          // Questions stored (with their outbox rows) as the webhook stores them, a second apart.
          const questions = async (org: string, n: number) => {
            const ids: string[] = [];
            for (let i = 0; i < n; i++) {
              const id = randomUUID();
              const at = new Date(Date.now() - 600_000 + 1_000 * second++);
              await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status, created_at)
                values (${id}, ${org}, ${conversations.get(org)}, 'inbound', 'Vraag', 'received', ${at})`.execute(trx);
              await sql`insert into system.assistant_outbox (message_id, conversation_id)
                values (${id}, ${conversations.get(org)})`.execute(trx);
              ids.push(id);
            }
            return ids;
          };
          const priorities = async (ids: string[]) => {
            await dispatchOutbox(trx as unknown as Db);
            const { rows } = await sql<{ id: string; priority: number }>`
              select j.payload->>'messageId' as id, j.priority from graphile_worker._private_jobs j
              where j.payload->>'messageId' = any(${ids})`.execute(trx);
            return ids.map((id) => rows.find((r) => r.id === id)?.priority);
          };

          // A's three questions (one batch) count 0, 1, 2.
          const firstA = await questions(a.org, 3);
          expect(await priorities(firstA)).toEqual([0, 1, 2]);
          // B, quiet, gets 0 while A's line waits: it runs before A's second and third.
          expect(await priorities(await questions(b.org, 1))).toEqual([0]);
          // A's next question joins the end of A's line.
          expect(await priorities(await questions(a.org, 1))).toEqual([3]);
          // While A's first two are answered, its next still joins the end of the line: it does
          // not overtake A's older questions still waiting (2 and 3).
          await sql`delete from system.assistant_outbox where message_id = any(${firstA.slice(0, 2)})`.execute(trx);
          expect(await priorities(await questions(a.org, 1))).toEqual([4]);
          // Once A's line is answered, A's next question is at the front again.
          await sql`delete from system.assistant_outbox where conversation_id = ${conversations.get(a.org)}`.execute(
            trx,
          );
          expect(await priorities(await questions(a.org, 2))).toEqual([0, 1]);
          throw rollback;
        })
        .catch((error) => {
          if (error !== rollback) throw error;
        });
    } finally {
      await db.destroy();
    }
  }, 60_000);

  it("a batch costs the same whatever the backlog: it reads a few outbox rows and not the backlog's jobs, and a line emptied by deleted messages starts at 0 again", async () => {
    const db = connectDb(connectSql(t.app.databaseUrl, { max: 1 }));
    const rollback = new Error("rollback");
    const BACKLOG = 5_000;
    try {
      await db
        .transaction()
        .execute(async (trx) => {
          // Two organisations of its own, whatever the other tests left in A's and B's lines.
          const a = { org: randomUUID() };
          const b = { org: randomUUID() };
          const conversation = { [a.org]: randomUUID(), [b.org]: randomUUID() };
          for (const org of [a.org, b.org]) {
            await sql`insert into organizations (id, name) values (${org}, 'Wachtrij')`.execute(trx);
            await sql`insert into conversations (id, organization_id, customer_phone)
              values (${conversation[org]}, ${org}, '+31691000001')`.execute(trx);
          }
          // A's backlog: questions already dispatched and waiting for the worker, each with its job.
          const { rows: backlog } = await sql<{ id: string }>`
            with m as (
              insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status, created_at)
              select gen_random_uuid()::text, ${a.org}, ${conversation[a.org]}, 'inbound', 'Vraag', 'received',
                now() - interval '1 day' + make_interval(secs => i)
              from generate_series(1, ${BACKLOG}::int) i returning id, conversation_id, created_at
            ), o as (
              insert into system.assistant_outbox (message_id, conversation_id, dispatched)
              select id, conversation_id, true from m order by created_at
            ), j as (
              -- In one call, as dispatchOutbox adds them: add_job once per row took ~30 s under load.
              select count(*) as n from graphile_worker.add_jobs(array(
                select row('answer_whatsapp_message', json_build_object('messageId', id, 'conversationId', conversation_id),
                  null, null, 8, null, 0, null)::graphile_worker.job_spec from m))
            )
            select id from m where (select n from j) > 0`.execute(trx);
          expect(backlog).toHaveLength(BACKLOG);
          // graphile-worker's add_jobs looks jobs up by key, by index once its table's statistics
          // know the jobs are there (autovacuum's job); our own statement must not need them.
          // The outbox too: with statistics from when it was nearly empty (another file's moment
          // on the shared stack) the planner took the batch's 1,000 oldest undispatched rows by
          // reading all 5,004 rather than by the partial index, as it rightly does for a few rows;
          // a real backlog of this size is analysed by autovacuum long before it matters.
          await sql`analyze graphile_worker._private_jobs`.execute(trx);
          await sql`analyze system.assistant_outbox`.execute(trx);
          await sql`insert into system.answer_lines (organization_id, next_number) values (${a.org}, ${BACKLOG})
            on conflict (organization_id) do update set next_number = excluded.next_number`.execute(trx);
          const ask = async (org: string) => {
            const id = randomUUID();
            await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status)
              values (${id}, ${org}, ${conversation[org]}, 'inbound', 'Vraag', 'received')`.execute(trx);
            await sql`insert into system.assistant_outbox (message_id, conversation_id) values (${id}, ${conversation[org]})`.execute(
              trx,
            );
            return id;
          };
          // Rows this transaction has read so far, per table.
          const read = async () => {
            const { rows } = await sql<{ outbox: number; jobs: number }>`
              select sum(seq_tup_read + idx_tup_fetch) filter (where relid = 'system.assistant_outbox'::regclass)::int as outbox,
                sum(seq_tup_read + idx_tup_fetch) filter (where relid = 'graphile_worker._private_jobs'::regclass)::int as jobs
              from pg_stat_xact_all_tables`.execute(trx);
            return rows[0];
          };
          const priority = async (id: string) => {
            const { rows } = await sql<{ priority: number }>`
              select priority from graphile_worker._private_jobs where payload->>'messageId' = ${id}`.execute(trx);
            return rows[0]?.priority;
          };

          const asked = [await ask(a.org), await ask(b.org)];
          const before = await read();
          expect(await dispatchOutbox(trx as unknown as Db)).toBe(2);
          const after = await read();
          // Before, every batch read the whole outbox and searched all the jobs (5,000 and more here).
          // Whether a line had emptied comes from its count of waiting rows (system.outbox_waiting),
          // not from the outbox: with one organisation holding every row (this test) the planner
          // walked all of them for the quiet one's question.
          expect(after.outbox - before.outbox).toBeLessThan(20);
          expect(after.jobs - before.jobs).toBeLessThan(BACKLOG);
          // A's question joins the end of A's line; B, quiet, is at the front of its own.
          expect([await priority(asked[0]), await priority(asked[1])]).toEqual([BACKLOG, 0]);

          // A's waiting messages are deleted (an erasure): its line is empty and starts at 0 again.
          await sql`delete from whatsapp_messages where id = any(${[...backlog.map((r) => r.id), asked[0]]})`.execute(
            trx,
          );
          const next = await ask(a.org);
          await dispatchOutbox(trx as unknown as Db);
          expect(await priority(next)).toBe(0);
          throw rollback;
        })
        .catch((error) => {
          if (error !== rollback) throw error;
        });
    } finally {
      await db.destroy();
    }
  }, 60_000);
});
