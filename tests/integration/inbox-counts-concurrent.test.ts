import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { Db } from "../../server/db/connect.ts";
import { crossing, refusedOfMany, someoneWaits } from "../support/crossing-transactions.ts";
import { migratedPostgresForFile } from "../support/migrated-postgres.ts";

// The inbox's tab counts (inbox_counts, one row per organisation) are kept by triggers on
// conversations. Writers of several organisations at once (a Fleks import, the assistant's
// replies, staff taking over, a second app server) change conversations in whatever order
// their work comes; a transaction that counted organisation A and then B while another
// counted B and then A deadlocked, and one of them was refused. Here conversations of four
// organisations are inserted, taken over, handed back, marked test and deleted in random
// orders, and the counts must still equal what a COUNT(*) of the conversations says.

const file = migratedPostgresForFile("inbox-counts-concurrent");

type Org = { id: string; conversations: string[] };

const phone = () => `+3161${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

const insertConversation = (trx: Db, org: Org, id = randomUUID()) =>
  sql`insert into conversations (id, organization_id, customer_phone, is_test)
    values (${id}, ${org.id}, ${phone()}, false)`.execute(trx);

async function organisations(n: number, conversations: number): Promise<Org[]> {
  const orgs: Org[] = [];
  for (let o = 0; o < n; o++) {
    const org: Org = { id: randomUUID(), conversations: [] };
    await sql`insert into organizations (id, name) values (${org.id}, 'Inbox gelijktijdig')`.execute(file.db);
    for (let c = 0; c < conversations; c++) {
      const id = randomUUID();
      await insertConversation(file.db, org, id);
      org.conversations.push(id);
    }
    orgs.push(org);
  }
  return orgs;
}

const takeOver = (trx: Db, conversation: string) =>
  sql`update conversations set handled_by = 'human' where id = ${conversation}`.execute(trx);

/** Where inbox_counts differs from counting the conversations, per organisation and tab (0032's definitions). */
async function drift(orgs: Org[]) {
  const { rows } = await sql<{ organization_id: string; tab: string; counted: number; conversations: number }>`
    select o.id as organization_id, f.tab, f.counted::int, f.conversations::int
    from unnest(${orgs.map((o) => o.id)}::text[]) as o(id)
    left join inbox_counts n on n.organization_id = o.id
    cross join lateral (select
      count(*) as total,
      count(*) filter (where not is_test and (handled_by = 'human' or unresolved_count > 0)) as needs_person,
      count(*) filter (where not is_test and handled_by <> 'human' and unresolved_count = 0) as by_assistant,
      count(*) filter (where is_test) as tests
      from conversations c where c.organization_id = o.id) as c
    cross join lateral (values
      ('total', coalesce(n.total, 0), c.total),
      ('needs_person', coalesce(n.needs_person, 0), c.needs_person),
      ('by_assistant', coalesce(n.by_assistant, 0), c.by_assistant),
      ('tests', coalesce(n.tests, 0), c.tests)
    ) as f(tab, counted, conversations)`.execute(file.db);
  return rows.filter((r) => r.counted !== r.conversations);
}

describe("inbox counts under concurrent changes across organisations", () => {
  it("two transactions adding conversations of organisations A, B and B, A both commit (no deadlock)", async () => {
    const [a, b] = await organisations(2, 1);
    const outcomes = await crossing(
      file.db,
      async (one, two) => {
        await insertConversation(one, a);
        await insertConversation(two, b);
      },
      (one) => insertConversation(one, b),
      (two) => insertConversation(two, a),
    );
    expect(outcomes).toEqual(["committed", "committed"]);
    expect(await drift([a, b])).toEqual([]);
  }, 30_000);

  it("two transactions taking over conversations of A, B and B, A both commit (no deadlock)", async () => {
    const [a, b] = await organisations(2, 2);
    const outcomes = await crossing(
      file.db,
      async (one, two) => {
        await takeOver(one, a.conversations[0]);
        await takeOver(two, b.conversations[1]);
      },
      (one) => takeOver(one, b.conversations[0]),
      (two) => takeOver(two, a.conversations[1]),
    );
    expect(outcomes).toEqual(["committed", "committed"]);
    expect(await drift([a, b])).toEqual([]);
  }, 30_000);

  // A message's analytics lock its conversation at commit (migration 0081). A commit that
  // held the inbox row of A while it waited for that conversation, which another transaction
  // held and which at its own commit wanted A's inbox row, deadlocked: the counts are taken last.
  it("a take-over and a message committed while another transaction holds that conversation both commit", async () => {
    const [a, b] = await organisations(2, 2);
    const outcomes = await crossing(
      file.db,
      async (one, two) => {
        await takeOver(one, a.conversations[0]);
        await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status)
          values (${randomUUID()}, ${b.id}, ${b.conversations[0]}, 'inbound', 'Vraag', 'received')`.execute(one);
        await sql`update conversations set last_message_at = now() where id = ${b.conversations[0]}`.execute(two);
      },
      async () => {},
      async (two) => {
        await someoneWaits(file.db);
        await takeOver(two, a.conversations[1]);
      },
    );
    expect(outcomes).toEqual(["committed", "committed"]);
    expect(await drift([a, b])).toEqual([]);
  }, 30_000);

  it("80 transactions changing conversations of 4 organisations in random orders all commit, and the counts equal the conversations", async () => {
    const orgs = await organisations(4, 8);
    const pick = () => {
      const org = orgs[Math.floor(Math.random() * orgs.length)];
      return { org, conversation: org.conversations[Math.floor(Math.random() * org.conversations.length)] };
    };
    // A conversation changed by several transactions is taken in conversation id order, as
    // the app's own writers would have to: crossing on one conversation's row is not what is
    // tested. The organisations' order then follows no rule.
    const change = (trx: Db, conversation: string) => {
      const kind = Math.floor(Math.random() * 4);
      if (kind === 0) return takeOver(trx, conversation);
      if (kind === 1)
        return sql`update conversations set handled_by = 'assistant', unresolved_count = 0 where id = ${conversation}`.execute(
          trx,
        );
      if (kind === 2)
        return sql`update conversations set unresolved_count = unresolved_count + 1 where id = ${conversation}`.execute(
          trx,
        );
      return sql`update conversations set is_test = not is_test where id = ${conversation}`.execute(trx);
    };
    const transaction = async () => {
      const steps = Array.from({ length: 5 }, pick).sort((x, y) => (x.conversation < y.conversation ? -1 : 1));
      const added = pick().org;
      const removed = pick().org;
      await file.db.transaction().execute(async (trx) => {
        for (const [i, s] of steps.entries()) {
          if (i === 2) await insertConversation(trx, added);
          await change(trx, s.conversation);
        }
        // Last, so that waiting for another deletion of the same row closes no circle: one
        // the run added, never one the steps change.
        await sql`delete from conversations where id = (select id from conversations
          where organization_id = ${removed.id} and not (id = any(${removed.conversations}::text[])) limit 1)`.execute(
          trx,
        );
      });
    };
    expect(await refusedOfMany(8, 10, transaction)).toEqual([]);
    expect(await drift(orgs)).toEqual([]);
  }, 120_000);

  it("a change rolled back to a savepoint is not counted, and the counts are committed with the conversations", async () => {
    const [a] = await organisations(1, 2);
    await file.db.transaction().execute(async (trx) => {
      await sql`savepoint kept`.execute(trx);
      await takeOver(trx, a.conversations[0]);
      await sql`release savepoint kept`.execute(trx);
      await sql`savepoint undone`.execute(trx);
      await takeOver(trx, a.conversations[1]);
      await insertConversation(trx, a);
      await sql`rollback to savepoint undone`.execute(trx);
      // Not yet committed: another connection still sees the counts as they were.
      const { rows } = await sql<{ needs_person: number }>`select needs_person from inbox_counts
        where organization_id = ${a.id}`.execute(file.db);
      expect(rows[0].needs_person).toBe(0);
    });
    const { rows } = await sql<{ total: number; needs_person: number }>`select total, needs_person from inbox_counts
      where organization_id = ${a.id}`.execute(file.db);
    expect(rows[0]).toEqual({ total: 2, needs_person: 1 });
    expect(await drift([a])).toEqual([]);
  }, 30_000);

  it("deleting an organisation still works, also in the transaction that changed its conversations", async () => {
    const [a, b] = await organisations(2, 3);
    await file.db.transaction().execute(async (trx) => {
      await insertConversation(trx, a);
      await takeOver(trx, a.conversations[0]);
      await takeOver(trx, b.conversations[0]);
      await sql`delete from organizations where id = ${a.id}`.execute(trx);
    });
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from inbox_counts
      where organization_id = ${a.id}`.execute(file.db);
    expect(rows[0].n).toBe(0);
    expect(await drift([b])).toEqual([]);
    await sql`delete from organizations where id = ${b.id}`.execute(file.db);
    expect(await drift([b])).toEqual([]);
  }, 30_000);
});
