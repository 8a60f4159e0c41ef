import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { Db } from "../../server/db/connect.ts";
import { crossing, refusedOfMany } from "../support/crossing-transactions.ts";
import { migratedPostgresForFile } from "../support/migrated-postgres.ts";

// The analytics rollups (analytics_daily per organisation and day, analytics_agent_daily per
// agent and day) are kept by triggers on whatsapp_messages. Writers that are not serialised
// by the webhook's ingestion lock (the assistant's replies, staff replies, a second app
// server) insert messages of several organisations at once; a transaction that counted
// organisation A and then B while another counted B and then A deadlocked, and one of them
// (a reply, a batch of messages) was refused. Here the messages go in without that lock, and
// the figures must still equal what a COUNT(*) of the messages says.

const file = migratedPostgresForFile("analytics-concurrent");

type Org = { id: string; agent: string; conversations: string[] };

async function organisations(n: number, conversations: number): Promise<Org[]> {
  const orgs: Org[] = [];
  for (let o = 0; o < n; o++) {
    const org = { id: randomUUID(), agent: randomUUID(), conversations: [] as string[] };
    await sql`insert into organizations (id, name) values (${org.id}, 'Gelijktijdig')`.execute(file.db);
    await sql`insert into agents (id, organization_id, agent_type_id, name)
      values (${org.agent}, ${org.id}, 'hr_assistant', 'Assistent')`.execute(file.db);
    for (let c = 0; c < conversations; c++) {
      const id = randomUUID();
      org.conversations.push(id);
      await sql`insert into conversations (id, organization_id, customer_phone, is_test)
        values (${id}, ${org.id}, ${`+3169${String(o).padStart(3, "0")}${String(c).padStart(4, "0")}`}, false)`.execute(
        file.db,
      );
    }
    orgs.push(org);
  }
  return orgs;
}

/** An employee's question, or the assistant's reply by the organisation's agent. */
const insertMessage = (trx: Db, org: Org, conversation: string, reply: boolean) =>
  sql`insert into whatsapp_messages
      (id, organization_id, conversation_id, direction, message_body, status, is_from_bot, agent_id)
    values (${randomUUID()}, ${org.id}, ${conversation}, ${reply ? "outbound" : "inbound"}, 'Vraag',
      ${reply ? "sent" : "received"}, ${reply}, ${reply ? org.agent : null})`.execute(trx);

/** Where the rollups differ from the messages themselves, per organisation (and agent). */
async function drift(orgs: Org[]) {
  const ids = orgs.map((o) => o.id);
  const { rows } = await sql<{ organization_id: string; figure: string; counted: string; messages: string }>`
    select o.id as organization_id, f.figure, f.counted, f.messages
    from unnest(${ids}::text[]) as o(id)
    cross join lateral (values
      ('in', (select coalesce(sum(messages_in), 0) from analytics_daily d where d.organization_id = o.id),
        (select count(*) from whatsapp_messages m where m.organization_id = o.id and m.direction = 'inbound')),
      ('out', (select coalesce(sum(messages_out), 0) from analytics_daily d where d.organization_id = o.id),
        (select count(*) from whatsapp_messages m where m.organization_id = o.id and m.direction = 'outbound')),
      ('bot', (select coalesce(sum(bot_replies), 0) from analytics_daily d where d.organization_id = o.id),
        (select count(*) from whatsapp_messages m where m.organization_id = o.id and m.is_from_bot)),
      ('agent bot', (select coalesce(sum(bot_replies), 0) from analytics_agent_daily d where d.organization_id = o.id),
        (select count(*) from whatsapp_messages m where m.organization_id = o.id and m.agent_id is not null)),
      ('gesprekken', (select coalesce(sum(conversations_started), 0) from analytics_daily d where d.organization_id = o.id),
        (select count(*) from analytics_sessions s where s.organization_id = o.id))
    ) as f(figure, counted, messages)`.execute(file.db);
  return rows.filter((r) => Number(r.counted) !== Number(r.messages));
}

describe("analytics rollups under concurrent inserts across organisations", () => {
  it("two transactions counting organisations A, B and B, A both commit (no deadlock)", async () => {
    const [a, b] = await organisations(2, 2);
    const first = await crossing(
      file.db,
      async (one, two) => {
        await insertMessage(one, a, a.conversations[0], false);
        await insertMessage(two, b, b.conversations[1], false);
      },
      // Each now goes for the organisation the other counted first.
      (one) => insertMessage(one, b, b.conversations[0], false),
      (two) => insertMessage(two, a, a.conversations[1], false),
    );
    expect(first).toEqual(["committed", "committed"]);
    expect(await drift([a, b])).toEqual([]);
  }, 30_000);

  it("many transactions inserting across organisations in random orders all commit, and the figures equal the messages", async () => {
    const orgs = await organisations(4, 6);
    const transaction = async () => {
      // Six messages of different organisations, in a random order; replies too.
      const steps = Array.from({ length: 6 }, () => {
        const org = orgs[Math.floor(Math.random() * orgs.length)];
        return { org, conversation: org.conversations[Math.floor(Math.random() * org.conversations.length)] };
      });
      await file.db.transaction().execute(async (trx) => {
        for (const [i, s] of steps.entries()) await insertMessage(trx, s.org, s.conversation, i % 3 === 2);
      });
    };
    expect(await refusedOfMany(8, 10, transaction)).toEqual([]);
    expect(await drift(orgs)).toEqual([]);
  }, 120_000);
});
