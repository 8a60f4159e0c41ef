import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { Db } from "../../server/db/connect.ts";
import { crossing, refusedOfMany, someoneWaits } from "../support/crossing-transactions.ts";
import { migratedPostgresForFile } from "../support/migrated-postgres.ts";

// Medewerkers' Fleks counts (fleks_import_counts, one row per organisation: waiting, changed,
// blocked) are kept by statement triggers on fleks_employees and employees. A transaction that
// changed platform employees of organisation A and then B while another did B and then A
// deadlocked, and one of them (a sync's page, an import, an employee's edit) was refused; two
// transactions changing one organisation each counted without the other's change, and the
// last to commit wrote its figure over the other's. Here platform employees of four
// organisations are added, marked deleted, given or stripped of a phone, renamed, linked and
// unlinked in random orders, and the counts must equal what counting the rows says.

const file = migratedPostgresForFile("fleks-import-counts-concurrent");

type Org = { id: string; platform: string[] };

const phone = () => `+3162${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

const addPlatform = (trx: Db, org: string, uuid = randomUUID()) =>
  sql`insert into fleks_employees (organization_id, uuid, first_name, last_name, phone, content_hash)
    values (${org}, ${uuid}, 'Fleks', 'Medewerker', ${phone()}, 'h')`.execute(trx);

const link = (trx: Db, org: string, uuid: string) =>
  sql`insert into employees (id, organization_id, first_name, last_name, phone_number, external_source, external_id)
    values (${randomUUID()}, ${org}, 'Fleks', 'Medewerker', ${phone()}, 'fleks', ${uuid})`.execute(trx);

/** `n` organisations with `platform` platform employees each, the first three of them imported. */
async function organisations(n: number, platform: number): Promise<Org[]> {
  const orgs: Org[] = [];
  for (let o = 0; o < n; o++) {
    const org: Org = { id: randomUUID(), platform: [] };
    await sql`insert into organizations (id, name) values (${org.id}, 'Fleks gelijktijdig')`.execute(file.db);
    for (let p = 0; p < platform; p++) {
      const uuid = randomUUID();
      await addPlatform(file.db, org.id, uuid);
      if (p < 3) await link(file.db, org.id, uuid);
      org.platform.push(uuid);
    }
    orgs.push(org);
  }
  return orgs;
}

/** Where fleks_import_counts differs from counting the platform employees, per organisation and figure (0075's definitions). */
async function drift(orgs: string[]) {
  const { rows } = await sql<{ organization_id: string; figure: string; counted: number; rows: number }>`
    select o.id as organization_id, f.figure, f.counted::int, f.rows::int
    from unnest(${orgs}::text[]) as o(id)
    left join fleks_import_counts n on n.organization_id = o.id
    cross join lateral (select
      count(*) filter (where not imported and importable) as waiting,
      count(*) filter (where imported and changed) as changed,
      count(*) filter (where not imported and not importable) as blocked
      from fleks_employees f where f.organization_id = o.id and f.deleted_at is null) as c
    cross join lateral (values
      ('waiting', coalesce(n.waiting, 0), c.waiting),
      ('changed', coalesce(n.changed, 0), c.changed),
      ('blocked', coalesce(n.blocked, 0), c.blocked)
    ) as f(figure, counted, rows)`.execute(file.db);
  return rows.filter((r) => r.counted !== r.rows);
}

/** The crossing's first writes: the first transaction adds a platform employee to `a`, the second to `b`. */
const oneAddsToATwoToB = (a: string, b: string) => async (one: Db, two: Db) => {
  await addPlatform(one, a);
  await addPlatform(two, b);
};

describe("Fleks import counts under concurrent changes across organisations", () => {
  it("two transactions adding platform employees of organisations A, B and B, A both commit (no deadlock)", async () => {
    const [a, b] = await organisations(2, 1);
    const outcomes = await crossing(
      file.db,
      oneAddsToATwoToB(a.id, b.id),
      (one) => addPlatform(one, b.id),
      (two) => addPlatform(two, a.id),
    );
    expect(outcomes).toEqual(["committed", "committed"]);
    expect(await drift([a.id, b.id])).toEqual([]);
  }, 30_000);

  it("two transactions adding platform employees of one organisation at once are both counted", async () => {
    const [a, b] = await organisations(2, 1);
    const outcomes = await crossing(
      file.db,
      oneAddsToATwoToB(a.id, b.id),
      async () => {
        await someoneWaits(file.db);
      },
      (two) => addPlatform(two, a.id),
    );
    expect(outcomes).toEqual(["committed", "committed"]);
    expect(await drift([a.id, b.id])).toEqual([]);
    const { rows } = await sql<{ waiting: number }>`select waiting from fleks_import_counts
      where organization_id = ${a.id}`.execute(file.db);
    expect(rows).toEqual([{ waiting: 2 }]);
  }, 30_000);

  it("80 transactions changing platform employees and employees of 4 organisations in random orders all commit, and the counts equal the rows", async () => {
    const orgs = await organisations(4, 8);
    const keys = orgs.flatMap((o) => o.platform.map((uuid) => ({ org: o.id, uuid })));
    const pick = () => keys[Math.floor(Math.random() * keys.length)];
    const anOrg = () => orgs[Math.floor(Math.random() * orgs.length)].id;
    const change = (trx: Db, { org, uuid }: { org: string; uuid: string }) => {
      const where = sql`where organization_id = ${org} and uuid = ${uuid}`;
      const kind = Math.floor(Math.random() * 3);
      if (kind === 0)
        return sql`update fleks_employees set deleted_at = case when deleted_at is null then now() end ${where}`.execute(
          trx,
        );
      if (kind === 1)
        return sql`update fleks_employees set phone = case when phone is null then ${phone()} end ${where}`.execute(
          trx,
        );
      return sql`update fleks_employees set first_name = ${`Fleks ${Math.random()}`} ${where}`.execute(trx);
    };
    // Rows changed by several transactions are taken in key order, as the app's own writers
    // would have to: crossing on one row is not what is tested. The organisations' order then
    // follows no rule.
    const transaction = async () => {
      const steps = Array.from({ length: 5 }, pick).sort((x, y) => (x.uuid < y.uuid ? -1 : 1));
      const added = { org: anOrg(), uuid: randomUUID() };
      const unlinked = anOrg();
      await file.db.transaction().execute(async (trx) => {
        for (const [i, s] of steps.entries()) {
          if (i === 2) await addPlatform(trx, added.org, added.uuid);
          await change(trx, s);
        }
        // Last, so that waiting for another on the same row closes no circle: platform
        // employees a run added, never one the steps change.
        if (Math.random() < 0.5) await link(trx, added.org, added.uuid);
        await sql`delete from employees where id = (select e.id from employees e where e.organization_id = ${unlinked}
          and e.external_id is not null and not (e.external_id = any(${keys.map((k) => k.uuid)}::text[])) limit 1)`.execute(
          trx,
        );
      });
    };
    expect(await refusedOfMany(8, 10, transaction)).toEqual([]);
    expect(await drift(orgs.map((o) => o.id))).toEqual([]);
  }, 120_000);

  // The counts folded at commit are taken in one order (analytics, inbox, bell, Fleks) however
  // a transaction wrote them: here the last first, crossing with one writing them the other way
  // round, each over organisations A, B and B, A.
  it("transactions writing a message, a take-over, notifications and platform employees in opposite orders all commit, every count exact", async () => {
    const [a, b] = await organisations(2, 1);
    const staff = randomUUID();
    await sql`insert into auth."user" (id, name, email) values (${staff}, 'Collega', ${`fleks-${staff}@gelijktijdig.nl`})`.execute(
      file.db,
    );
    // Each transaction a conversation of its own in each organisation: crossing on one
    // conversation's row is not what is tested.
    const conversation: Record<string, string> = {};
    for (const key of [`${a.id}:1`, `${a.id}:2`, `${b.id}:1`, `${b.id}:2`]) {
      conversation[key] = randomUUID();
      await sql`insert into conversations (id, organization_id, customer_phone)
        values (${conversation[key]}, ${key.split(":")[0]}, ${phone()})`.execute(file.db);
    }
    const everything = async (trx: Db, n: number, org: string, backwards: boolean) => {
      const id = conversation[`${org}:${n}`];
      const writes = [
        () => addPlatform(trx, org),
        () =>
          sql`insert into notifications (id, user_id, organization_id, type, title)
            values (${randomUUID()}, ${staff}, ${org}, 'new_conversation', 'Gesprek overgedragen')`.execute(trx),
        () => sql`update conversations set unresolved_count = unresolved_count + 1 where id = ${id}`.execute(trx),
        () =>
          sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status)
            values (${randomUUID()}, ${org}, ${id}, 'inbound', 'Vraag', 'received')`.execute(trx),
      ];
      for (const write of backwards ? writes : writes.reverse()) await write();
    };
    const outcomes = await crossing(
      file.db,
      async (one, two) => {
        await everything(one, 1, a.id, true);
        await everything(two, 2, b.id, false);
      },
      (one) => everything(one, 1, b.id, false),
      (two) => everything(two, 2, a.id, true),
    );
    expect(outcomes).toEqual(["committed", "committed"]);
    expect(await drift([a.id, b.id])).toEqual([]);
    const { rows } = await sql<{ unread: number; needs_person: number; messages_in: number }>`select
      (select unread from notification_counts where user_id = ${staff}) as unread,
      (select sum(needs_person)::int from inbox_counts where organization_id = any(${[a.id, b.id]}::text[])) as needs_person,
      (select sum(messages_in)::int from analytics_daily where organization_id = any(${[a.id, b.id]}::text[])) as messages_in`.execute(
      file.db,
    );
    expect(rows).toEqual([{ unread: 4, needs_person: 4, messages_in: 4 }]);
  }, 30_000);

  it("a change rolled back to a savepoint is not counted, and the counts are committed with the rows", async () => {
    const [a] = await organisations(1, 4);
    await file.db.transaction().execute(async (trx) => {
      await sql`savepoint kept`.execute(trx);
      await addPlatform(trx, a.id);
      await sql`release savepoint kept`.execute(trx);
      await sql`savepoint undone`.execute(trx);
      await addPlatform(trx, a.id);
      await link(trx, a.id, a.platform[3]);
      await sql`rollback to savepoint undone`.execute(trx);
      // Not yet committed: another connection still sees the count as it was.
      const { rows } = await sql<{ waiting: number }>`select waiting from fleks_import_counts
        where organization_id = ${a.id}`.execute(file.db);
      expect(rows).toEqual([{ waiting: 1 }]);
    });
    const { rows } = await sql<{ waiting: number }>`select waiting from fleks_import_counts
      where organization_id = ${a.id}`.execute(file.db);
    expect(rows).toEqual([{ waiting: 2 }]);
    expect(await drift([a.id])).toEqual([]);
  }, 30_000);

  it("deleting an organisation still works, also in the transaction that changed its platform employees", async () => {
    const [a, b] = await organisations(2, 4);
    await file.db.transaction().execute(async (trx) => {
      await addPlatform(trx, a.id);
      await addPlatform(trx, b.id);
      await link(trx, a.id, a.platform[3]);
      await sql`delete from organizations where id = ${a.id}`.execute(trx);
    });
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from fleks_import_counts
      where organization_id = ${a.id}`.execute(file.db);
    expect(rows[0].n).toBe(0);
    expect(await drift([b.id])).toEqual([]);
  }, 30_000);
});
