import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { Db } from "../../server/db/connect.ts";
import { crossing, refusedOfMany } from "../support/crossing-transactions.ts";
import { migratedPostgresForFile } from "../support/migrated-postgres.ts";

// The bell's unread count (notification_counts, one row per user) is kept by triggers on
// notifications. A hand-over notifies every owner and admin of an organisation in one go, the
// Fleks sync its failures, an invitation its invitee, and colleagues mark theirs read in any
// order: a transaction that counted user X and then Y while another counted Y and then X
// deadlocked, and one of them (a hand-over's notifications, a reply) was refused. Here
// notifications of users of four organisations are made, read, made unread again and
// deleted in random orders, and each user's count must still equal a COUNT(*) of their unread
// notifications: also for users whose count went to zero and users who were deleted.

const file = migratedPostgresForFile("notification-counts-concurrent");

type User = { id: string; org: string; notifications: string[] };

const notify = (trx: Db, users: User[]) =>
  sql`insert into notifications (id, user_id, organization_id, type, title)
    select gen_random_uuid()::text, u.id, u.org, 'new_conversation', 'Gesprek overgedragen'
    from unnest(${users.map((u) => u.id)}::text[], ${users.map((u) => u.org)}::text[]) with ordinality as u(id, org, n)
    order by u.n`.execute(trx);

const markRead = (trx: Db, notification: string) =>
  sql`update notifications set read_at = now() where id = ${notification}`.execute(trx);

const markUnread = (trx: Db, notification: string) =>
  sql`update notifications set read_at = null where id = ${notification}`.execute(trx);

/** `perOrg` users in each of `orgs` organisations, each with `notifications` unread ones. */
async function users(orgs: number, perOrg: number, notifications: number): Promise<User[]> {
  const made: User[] = [];
  for (let o = 0; o < orgs; o++) {
    const org = randomUUID();
    await sql`insert into organizations (id, name) values (${org}, 'Bel gelijktijdig')`.execute(file.db);
    for (let u = 0; u < perOrg; u++) {
      const id = randomUUID();
      await sql`insert into auth."user" (id, name, email) values (${id}, 'Collega', ${`bel-${id}@gelijktijdig.nl`})`.execute(
        file.db,
      );
      const user: User = { id, org, notifications: [] };
      for (let n = 0; n < notifications; n++) await notify(file.db, [user]);
      const { rows } = await sql<{ id: string }>`select id from notifications where user_id = ${id}`.execute(file.db);
      user.notifications = rows.map((r) => r.id);
      made.push(user);
    }
  }
  return made;
}

/** Where notification_counts differs from counting the unread notifications, per user; a deleted user must have no row. */
async function drift(of: User[]) {
  const { rows } = await sql<{ user_id: string; counted: number | null; unread: number; exists: boolean }>`
    select u.id as user_id, c.unread as counted,
      (select count(*)::int from notifications n where n.user_id = u.id and n.read_at is null) as unread,
      exists (select 1 from auth."user" a where a.id = u.id) as exists
    from unnest(${of.map((u) => u.id)}::text[]) as u(id)
    left join notification_counts c on c.user_id = u.id`.execute(file.db);
  return rows.filter((r) => (r.exists ? (r.counted ?? 0) !== r.unread : r.counted !== null));
}

const shuffled = <T>(xs: T[]) =>
  xs
    .map((x) => ({ x, k: Math.random() }))
    .sort((a, b) => a.k - b.k)
    .map((p) => p.x);

describe("the bell's unread counts under concurrent changes", () => {
  it("two transactions notifying users X, Y and Y, X both commit (no deadlock)", async () => {
    const [x, y] = await users(1, 2, 0);
    const outcomes = await crossing(
      file.db,
      async (one, two) => {
        await notify(one, [x]);
        await notify(two, [y]);
      },
      (one) => notify(one, [y]),
      (two) => notify(two, [x]),
    );
    expect(outcomes).toEqual(["committed", "committed"]);
    expect(await drift([x, y])).toEqual([]);
    const { rows } = await sql<{ unread: number }>`select unread from notification_counts
      where user_id = ${x.id}`.execute(file.db);
    expect(rows).toEqual([{ unread: 2 }]);
  }, 30_000);

  it("two transactions marking notifications of X, Y and Y, X read both commit (no deadlock)", async () => {
    const [x, y] = await users(2, 1, 2);
    const outcomes = await crossing(
      file.db,
      async (one, two) => {
        await markRead(one, x.notifications[0]);
        await markRead(two, y.notifications[1]);
      },
      (one) => markRead(one, y.notifications[0]),
      (two) => markRead(two, x.notifications[1]),
    );
    expect(outcomes).toEqual(["committed", "committed"]);
    expect(await drift([x, y])).toEqual([]);
    const { rows } = await sql<{ unread: number }>`select unread from notification_counts
      where user_id = any(${[x.id, y.id]}::text[])`.execute(file.db);
    expect(rows).toEqual([{ unread: 0 }, { unread: 0 }]);
  }, 30_000);

  it("80 transactions notifying, reading and deleting for 12 users of 4 organisations in random orders all commit, and the counts equal the unread", async () => {
    const all = await users(4, 3, 4);
    const base = all.flatMap((u) => u.notifications);
    // Notifications changed by several transactions are taken in id order, as the app's own
    // writers would have to: crossing on one notification's row is not what is tested. The
    // users' order then follows no rule.
    const transaction = async () => {
      const steps = shuffled(base)
        .slice(0, 5)
        .sort((a, b) => (a < b ? -1 : 1));
      const told = shuffled(all).slice(0, 1 + Math.floor(Math.random() * 5));
      const removed = all[Math.floor(Math.random() * all.length)];
      await file.db.transaction().execute(async (trx) => {
        for (const [i, n] of steps.entries()) {
          if (i === 2) await notify(trx, told);
          await (Math.random() < 0.6 ? markRead(trx, n) : markUnread(trx, n));
        }
        // Last, so that waiting for another deletion of the same row closes no circle: one a
        // run made, never one the steps change.
        await sql`delete from notifications where id = (select id from notifications
          where user_id = ${removed.id} and not (id = any(${base}::text[])) limit 1)`.execute(trx);
      });
    };
    expect(await refusedOfMany(8, 10, transaction)).toEqual([]);
    expect(await drift(all)).toEqual([]);

    // 'Alles gelezen' brings a count to zero; a deleted user's notifications and count go
    // with them (cascade) and come back nowhere.
    const [reader, leaver] = all;
    await sql`update notifications set read_at = now() where user_id = ${reader.id} and read_at is null`.execute(
      file.db,
    );
    await sql`delete from auth."user" where id = ${leaver.id}`.execute(file.db);
    expect(await drift(all)).toEqual([]);
    const { rows } = await sql<{ unread: number }>`select unread from notification_counts
      where user_id = ${reader.id}`.execute(file.db);
    expect(rows).toEqual([{ unread: 0 }]);
  }, 120_000);

  it("a change rolled back to a savepoint is not counted, and the counts are committed with the notifications", async () => {
    const [x] = await users(1, 1, 2);
    await file.db.transaction().execute(async (trx) => {
      await sql`savepoint kept`.execute(trx);
      await markRead(trx, x.notifications[0]);
      await sql`release savepoint kept`.execute(trx);
      await sql`savepoint undone`.execute(trx);
      await markRead(trx, x.notifications[1]);
      await notify(trx, [x, x]);
      await sql`rollback to savepoint undone`.execute(trx);
      // Not yet committed: another connection still sees the count as it was.
      const { rows } = await sql<{ unread: number }>`select unread from notification_counts
        where user_id = ${x.id}`.execute(file.db);
      expect(rows).toEqual([{ unread: 2 }]);
    });
    const { rows } = await sql<{ unread: number }>`select unread from notification_counts
      where user_id = ${x.id}`.execute(file.db);
    expect(rows).toEqual([{ unread: 1 }]);
    expect(await drift([x])).toEqual([]);
  }, 30_000);

  it("deleting a user in the transaction that notified them leaves no count behind for them", async () => {
    const [x, y] = await users(1, 2, 1);
    await file.db.transaction().execute(async (trx) => {
      await notify(trx, [x, y]);
      await markRead(trx, x.notifications[0]);
      await sql`delete from auth."user" where id = ${x.id}`.execute(trx);
    });
    expect(await drift([x, y])).toEqual([]);
    const { rows } = await sql<{ user_id: string; unread: number }>`select user_id, unread from notification_counts
      where user_id = any(${[x.id, y.id]}::text[])`.execute(file.db);
    expect(rows).toEqual([{ user_id: y.id, unread: 2 }]);
  }, 30_000);
});
