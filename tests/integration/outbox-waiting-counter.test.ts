import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { runMigrations as runWorkerMigrations } from "graphile-worker";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDb, connectSql, type Db } from "../../server/db/connect.ts";
import { migrateToLatest } from "../../server/db/migrate.ts";
import { withConversationLock } from "../../server/jobs/with-conversation-lock.ts";
import { eraseConversations } from "../../server/privacy/erase-conversations.ts";
import { type EmbeddedPg, startEmbeddedPostgres } from "../../server/runtime/embedded-pg.ts";
import { findFreePorts } from "../../server/runtime/free-port.ts";
import { removeFromOutbox } from "../../server/whatsapp/assistant/remove-from-outbox.ts";
import { giveUpAnswer } from "../../server/whatsapp/delivery/give-up-sending.ts";
import { dispatchOutbox } from "../../server/whatsapp/inbound/dispatch-outbox.ts";
import { foldOutboxWaiting } from "../../server/whatsapp/inbound/fold-outbox-waiting.ts";

// The dispatcher learns whether an organisation's line had emptied from its count of
// waiting outbox rows (system.outbox_waiting and the changes the triggers appended since the
// last fold, migrations/0076). A count
// that drifted would restart a busy organisation's line at 0 (its questions overtaking
// others') or never restart a quiet one's. Many connections at once insert, dispatch, answer,
// give up, roll back, hand back and erase across organisations; at every moment, in one
// snapshot, each count must equal the rows, and nothing may deadlock.

let pg: EmbeddedPg;
let dataDir: string;
let db: Db;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hr-outbox-waiting-"));
  fs.chmodSync(dataDir, 0o755);
  pg = await startEmbeddedPostgres({ dataDir, port: await findFreePorts(1), password: "t", log: () => {} });
  const migrations = connectDb(connectSql(pg.url, { max: 1 }));
  await migrateToLatest(migrations);
  await migrations.destroy();
  await runWorkerMigrations({ connectionString: pg.url });
  db = connectDb(connectSql(pg.url, { max: 12 }));
}, 120_000);
afterAll(async () => {
  await db?.destroy();
  await pg?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const ORGS = 5;
const CONVERSATIONS = 4;
const ACTORS = 10;
const STEPS = 60;

/** Each organisation's count (folded, plus the changes since: as the dispatcher reads it) and its rows in the outbox, read in one snapshot; where they differ. */
async function drift(orgs: string[]) {
  const { rows } = await sql<{ organization_id: string; counted: string; rows: string }>`
    select o.id as organization_id,
      coalesce((select waiting from system.outbox_waiting w where w.organization_id = o.id), 0)
        + coalesce((select sum(n) from system.outbox_waiting_changes c where c.organization_id = o.id), 0) as counted,
      (select count(*) from system.assistant_outbox x where x.organization_id = o.id) as rows
    from unnest(${orgs}::text[]) as o(id)`.execute(db);
  return rows.filter((r) => Number(r.counted) !== Number(r.rows));
}

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];

describe("the count of each organisation's waiting outbox rows", () => {
  it("stays equal to the rows under concurrent arrivals, dispatches, answers, give-ups, roll-backs, hand-backs and erasures", async () => {
    const orgs = Array.from({ length: ORGS }, () => randomUUID());
    const conversations = new Map<string, string[]>();
    for (const org of orgs) {
      await sql`insert into organizations (id, name) values (${org}, 'Teller')`.execute(db);
      const ids = Array.from({ length: CONVERSATIONS }, () => randomUUID());
      conversations.set(org, ids);
      for (const [i, id] of ids.entries())
        await sql`insert into conversations (id, organization_id, customer_phone, is_test)
          values (${id}, ${org}, ${`+316930${String(i).padStart(5, "0")}`}, ${i % 2 === 0})`.execute(db);
    }
    const waitingRow = async (org: string) => {
      const { rows } = await sql<{ message_id: string; conversation_id: string }>`
        select message_id, conversation_id from system.assistant_outbox where organization_id = ${org}
        order by random() limit 1`.execute(db);
      return rows[0];
    };
    // A batch of messages and their outbox rows in one statement, as storeInbound writes them;
    // without the organisation on some, as a hand-back does. Batches of several organisations
    // go without the ingester's lock: the analytics rows are counted at commit, in key order
    // (migrations/0081), so they no longer deadlock; a lone message, as the simulator's.
    const arrive = async (trx: Db) => {
      const one = Math.random() < 0.5 ? pick(orgs) : null;
      const batch = Array.from({ length: one ? 1 : 1 + Math.floor(Math.random() * 6) }, () => {
        const org = one ?? pick(orgs);
        return { id: randomUUID(), org, conversation: pick(conversations.get(org) ?? []) };
      });
      const named = Math.random() < 0.5;
      await sql`with m as (
          insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status)
          select id, org, conv, 'inbound', 'Vraag', 'received'
          from unnest(${batch.map((b) => b.id)}::text[], ${batch.map((b) => b.org)}::text[], ${batch.map((b) => b.conversation)}::text[])
            as t(id, org, conv)
          returning id, conversation_id, organization_id)
        insert into system.assistant_outbox (message_id, conversation_id, organization_id)
        select id, conversation_id, case when ${named} then organization_id end from m`.execute(trx);
    };
    const steps: Record<string, () => Promise<unknown>> = {
      arrive: () =>
        db
          .transaction()
          .execute(arrive)
          .catch((err) => {
            if (err.code !== "23503") throw err;
          }),
      // A transaction that fails after its rows went in: nothing of it counts.
      rolledBack: () =>
        db
          .transaction()
          .execute(async (trx) => {
            await arrive(trx);
            throw new Error("teruggedraaid");
          })
          .catch(() => {}),
      // Dispatches fold the changes as they go.
      dispatch: () => dispatchOutbox(db),
      // The assistant answered a question (answer-in-order.ts removes its group's rows; one
      // row here: several taken in random order across conversations deadlock on the rows
      // themselves, which the app avoids by answering a conversation under its lock).
      answer: async () => {
        const row = await waitingRow(pick(orgs));
        if (row) await sql`delete from system.assistant_outbox where message_id = ${row.message_id}`.execute(db);
      },
      // As the answer job gives up: under its conversation's lock (inConversationOf).
      giveUp: async () => {
        const row = await waitingRow(pick(orgs));
        if (row)
          await withConversationLock(db, row.conversation_id, () =>
            giveUpAnswer(db, row.conversation_id, row.message_id),
          );
      },
      // Staff hand a message back: it goes into the outbox again (answer-waiting-message.ts).
      handBack: async () => {
        const org = pick(orgs);
        await sql`insert into system.assistant_outbox (message_id, conversation_id, dispatched)
          select id, conversation_id, true from whatsapp_messages m where organization_id = ${org}
            and not exists (select 1 from system.assistant_outbox o where o.message_id = m.id)
          order by random() limit 2
          on conflict do nothing`
          .execute(db)
          // The message was erased meanwhile: the hand-back fails, as it would in the app.
          .catch((err) => {
            if (err.code !== "23503") throw err;
          });
      },
      // An employee's erasure (the app's own): the conversation goes, its messages and their
      // outbox rows with it (on delete cascade). A new conversation takes its place; an actor
      // that picked the old one a moment before fails as a missing conversation would.
      erase: async () => {
        const org = pick(orgs);
        const line = conversations.get(org) ?? [];
        const at = Math.floor(Math.random() * line.length);
        const [gone, fresh] = [line[at], randomUUID()];
        await sql`insert into conversations (id, organization_id, customer_phone, is_test)
          values (${fresh}, ${org}, ${`+3169${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`}, ${at % 2 === 0})`.execute(
          db,
        );
        line[at] = fresh;
        await db.transaction().execute((trx) => eraseConversations(trx, org, [gone], null));
      },
      check: async () => expect(await drift(orgs)).toEqual([]),
    };
    const kinds = Object.keys(steps);
    // The arrivals outnumber the rest, so the lines grow while they are worked on.
    const weights = { arrive: 5, rolledBack: 1, dispatch: 2, answer: 2, giveUp: 1, handBack: 1, erase: 1, check: 1 };
    const deck = kinds.flatMap((k) => Array(weights[k as keyof typeof weights]).fill(k) as string[]);
    const actor = async () => {
      for (let i = 0; i < STEPS; i++) await steps[pick(deck)]();
    };
    const ended = await Promise.allSettled(Array.from({ length: ACTORS }, actor));
    const failures = ended.flatMap((e) => (e.status === "rejected" ? [e.reason] : []));
    expect(failures.map((f) => `${f.message} ${f.detail ?? ""} ${f.where ?? ""}`)).toEqual([]);

    expect(await drift(orgs)).toEqual([]);
    // Folded, the counts are the same, and one that reached 0 leaves no row behind.
    await foldOutboxWaiting(db);
    expect(await drift(orgs)).toEqual([]);
    const { rows: zero } = await sql`select 1 from system.outbox_waiting where waiting = 0`.execute(db);
    expect(zero).toEqual([]);
    // The rows the test left are counted.
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from system.assistant_outbox where organization_id = any(${orgs}::text[])`.execute(db);
    expect(Number(rows[0].n)).toBeGreaterThan(0);

    // An organisation that is deleted takes its count along (its messages and rows go by cascade).
    const gone = orgs[0];
    await sql`delete from organizations where id = ${gone}`.execute(db);
    await foldOutboxWaiting(db);
    const { rows: left } = await sql`select 1 from system.outbox_waiting where organization_id = ${gone}`.execute(db);
    expect(left).toEqual([]);
    expect(await drift(orgs.slice(1))).toEqual([]);
  }, 120_000);

  it("an outbox row moved to another organisation is counted there", async () => {
    const [from, to] = [randomUUID(), randomUUID()];
    const conversation = randomUUID();
    const message = randomUUID();
    for (const org of [from, to]) await sql`insert into organizations (id, name) values (${org}, 'Teller')`.execute(db);
    await sql`insert into conversations (id, organization_id, customer_phone) values (${conversation}, ${from}, '+31693100001')`.execute(
      db,
    );
    await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status)
      values (${message}, ${from}, ${conversation}, 'inbound', 'Vraag', 'received')`.execute(db);
    await sql`insert into system.assistant_outbox (message_id, conversation_id) values (${message}, ${conversation})`.execute(
      db,
    );
    await sql`update system.assistant_outbox set organization_id = ${to} where message_id = ${message}`.execute(db);
    expect(await drift([from, to])).toEqual([]);
    await foldOutboxWaiting(db);
    const { rows } = await sql<{ organization_id: string; waiting: string }>`
      select organization_id, waiting from system.outbox_waiting where organization_id in (${from}, ${to})`.execute(db);
    expect(rows.map((r) => [r.organization_id, Number(r.waiting)])).toEqual([[to, 1]]);
  }, 30_000);
  it("a hand-back of a message erased a moment before is refused as a missing message, not a missing organisation", async () => {
    const org = randomUUID();
    const conversation = randomUUID();
    await sql`insert into organizations (id, name) values (${org}, 'Teller')`.execute(db);
    await sql`insert into conversations (id, organization_id, customer_phone) values (${conversation}, ${org}, '+31693100002')`.execute(
      db,
    );
    // The hand-back read the message; the erasure deleted it before the outbox row went in.
    const refused = await sql`insert into system.assistant_outbox (message_id, conversation_id, dispatched)
      values (${randomUUID()}, ${conversation}, true)`
      .execute(db)
      .then(
        () => "inserted",
        (err: { code?: string }) => err.code,
      );
    expect(refused).toBe("23503");
    expect(await drift([org])).toEqual([]);
  }, 30_000);
  it("a quiet organisation's question is dispatched reading a few outbox rows, though one organisation holds every other row", async () => {
    const BACKLOG = 5_000;
    const rollback = new Error("rollback");
    const one = connectDb(connectSql(pg.url, { max: 1 }));
    try {
      await one
        .transaction()
        .execute(async (trx) => {
          // What the other tests left waiting goes first.
          await dispatchOutbox(trx as unknown as Db);
          const [busy, quiet] = [randomUUID(), randomUUID()];
          const conversation = { [busy]: randomUUID(), [quiet]: randomUUID() };
          for (const org of [busy, quiet]) {
            await sql`insert into organizations (id, name) values (${org}, 'Wachtrij')`.execute(trx);
            await sql`insert into conversations (id, organization_id, customer_phone)
              values (${conversation[org]}, ${org}, '+31693200001')`.execute(trx);
          }
          // The busy organisation's backlog, dispatched and waiting for the worker; the
          // statistics know it (autovacuum's analyze), and that it is the only organisation.
          await sql`with m as (
              insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status, created_at)
              select gen_random_uuid()::text, ${busy}, ${conversation[busy]}, 'inbound', 'Vraag', 'received',
                now() - interval '1 day' + make_interval(secs => i)
              from generate_series(1, ${BACKLOG}::int) i returning id, conversation_id, created_at)
            insert into system.assistant_outbox (message_id, conversation_id, dispatched)
            select id, conversation_id, true from m order by created_at`.execute(trx);
          await sql`analyze system.assistant_outbox`.execute(trx);
          // The numbers its jobs got (the dispatcher gave them as the backlog came).
          await sql`insert into system.answer_lines (organization_id, next_number) values (${busy}, ${BACKLOG})`.execute(
            trx,
          );
          const ask = async (org: string) => {
            const id = randomUUID();
            await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status)
              values (${id}, ${org}, ${conversation[org]}, 'inbound', 'Vraag', 'received')`.execute(trx);
            await sql`insert into system.assistant_outbox (message_id, conversation_id) values (${id}, ${conversation[org]})`.execute(
              trx,
            );
            return id;
          };
          const read = async () => {
            const { rows } = await sql<{ n: number }>`select (seq_tup_read + idx_tup_fetch)::int as n
              from pg_stat_xact_all_tables where relid = 'system.assistant_outbox'::regclass`.execute(trx);
            return rows[0]?.n ?? 0;
          };
          const asked = [await ask(busy), await ask(quiet)];
          const before = await read();
          expect(await dispatchOutbox(trx as unknown as Db)).toBe(2);
          // Before migrations/0076 the planner walked the busy organisation's 5,000 rows here.
          expect((await read()) - before).toBeLessThan(20);
          const { rows } = await sql<{ id: string; priority: number }>`
            select payload->>'messageId' as id, priority from graphile_worker._private_jobs
            where payload->>'messageId' = any(${asked}::text[])`.execute(trx);
          // The quiet organisation's line had emptied: its question is at the front of it.
          expect(rows.find((r) => r.id === asked[1])?.priority).toBe(0);
          expect(rows.find((r) => r.id === asked[0])?.priority).toBe(BACKLOG);
          throw rollback;
        })
        .catch((error) => {
          if (error !== rollback) throw error;
        });
    } finally {
      await one.destroy();
    }
  }, 60_000);
});

describe("taking answered messages out of the outbox while the employee's data is erased", () => {
  // Two waiting messages whose outbox rows lie the other way round (a hand-back put the first
  // back after the second), and every outbox row deleted slowly: the erasure reaches the rows
  // in the messages' order, the assistant in the rows' order. Before the conversation was
  // locked first, the two met halfway and Postgres ended one of them as a deadlock.
  const SLOW = `create function system.slow_outbox_delete() returns trigger language plpgsql as $$
    begin perform pg_sleep(0.3); return old; end $$`;
  it.each([
    // The first message's row is the newer one: the job gives up on both.
    ["the job giving up", (conversation: string, ids: string[]) => giveUpAnswer(db, conversation, ids[0])],
    ["the assistant after its reply", (conversation: string, ids: string[]) => removeFromOutbox(db, conversation, ids)],
  ])(
    "%s and the erasure both finish, and nothing of the conversation is left",
    async (_, remove) => {
      const org = randomUUID();
      const conversation = randomUUID();
      // The second message's id sorts first, so by index or by row the rows come second-first.
      const ids = [`f${randomUUID().slice(1)}`, `0${randomUUID().slice(1)}`];
      await sql`insert into organizations (id, name) values (${org}, 'Wisser')`.execute(db);
      await sql`insert into conversations (id, organization_id, customer_phone) values (${conversation}, ${org}, '+31693100003')`.execute(
        db,
      );
      for (const id of ids)
        await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status)
        values (${id}, ${org}, ${conversation}, 'inbound', 'Vraag', 'received')`.execute(db);
      for (const id of [...ids].reverse())
        await sql`insert into system.assistant_outbox (message_id, conversation_id) values (${id}, ${conversation})`.execute(
          db,
        );
      await sql.raw(SLOW).execute(db);
      await sql`create trigger slow_outbox_delete before delete on system.assistant_outbox
      for each row execute function system.slow_outbox_delete()`.execute(db);
      try {
        const removing = remove(conversation, ids);
        await new Promise((r) => setTimeout(r, 100));
        const erasing = db.transaction().execute((trx) => eraseConversations(trx, org, [conversation], null));
        const ended = await Promise.allSettled([removing, erasing]);
        expect(ended.map((e) => (e.status === "rejected" ? String(e.reason) : "done"))).toEqual(["done", "done"]);
      } finally {
        await sql`drop trigger slow_outbox_delete on system.assistant_outbox`.execute(db);
        await sql`drop function system.slow_outbox_delete()`.execute(db);
      }
      const { rows } = await sql`select 1 from system.assistant_outbox where conversation_id = ${conversation}
      union all select 1 from whatsapp_messages where conversation_id = ${conversation}`.execute(db);
      expect(rows).toEqual([]);
      expect(await drift([org])).toEqual([]);
    },
    30_000,
  );
});
