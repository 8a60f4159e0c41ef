import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { deleteAccount } from "../../server/accounts/delete-account.ts";
import type { Db } from "../../server/db/connect.ts";
import { notifyStaff } from "../../server/whatsapp/assistant/notify-staff.ts";
import { crossing, someoneWaits } from "../support/crossing-transactions.ts";
import { migratedPostgresForFile } from "../support/migrated-postgres.ts";

// An admin deletes a colleague's account ('Account verwijderen', delete-account.ts) while that
// colleague reads notifications and the assistant notifies the organisation's admins (a
// hand-over, notify-staff.ts). The bell's counts fold at commit in user order (migration
// 0083); the deletion locks the account and then the organisation, and cascades to the
// account's notifications and count. Here deletions, notifications and reads run at once in
// random orders: none may be refused as a deadlock (Postgres 40P01), and every remaining
// user's count must equal a COUNT(*) of their unread notifications, a deleted one's be gone.

const file = migratedPostgresForFile("notification-counts-account-deletion");

type Org = { id: string; owner: string; admins: { id: string; email: string }[] };

async function organisation(admins: number, unreadEach: number): Promise<Org> {
  const org: Org = { id: randomUUID(), owner: randomUUID(), admins: [] };
  await sql`insert into organizations (id, name) values (${org.id}, 'Verwijderen gelijktijdig')`.execute(file.db);
  const member = async (id: string, role: string) => {
    const email = `verwijder-${id}@gelijktijdig.nl`;
    await sql`insert into auth."user" (id, name, email) values (${id}, 'Collega', ${email})`.execute(file.db);
    await sql`insert into organization_members (id, user_id, organization_id, role, may_see_health)
      values (${randomUUID()}, ${id}, ${org.id}, ${role}, true)`.execute(file.db);
    return email;
  };
  await member(org.owner, "owner");
  for (let a = 0; a < admins; a++) {
    const id = randomUUID();
    org.admins.push({ id, email: await member(id, "admin") });
  }
  for (let n = 0; n < unreadEach; n++) await handOver(file.db, org);
  return org;
}

/** What a hand-over does for staff: in its transaction, after the message it stores, every owner and admin is notified. */
async function handOver(trx: Db, org: Org) {
  const conversation = randomUUID();
  await sql`insert into conversations (id, organization_id, customer_phone, is_test)
    values (${conversation}, ${org.id}, ${`+3161${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`}, false)`.execute(
    trx,
  );
  await notifyStaff(
    trx,
    {
      organization_id: org.id,
      conversation_id: conversation,
      customer_phone: "+31612345678",
      profile_name: null,
      employee_id: null,
      employee_first_name: null,
      employee_last_name: null,
    },
    "Gesprek overgedragen",
    (who) => `${who} wil iemand spreken`,
  );
}

/** What the bell's markRead and markAllRead mutators write on the server. */
const markRead = (trx: Db, userId: string, all: boolean) =>
  sql`update notifications set read_at = now() where id in (select id from notifications
    where user_id = ${userId} and read_at is null order by id ${all ? sql`` : sql`limit 1`})`.execute(trx);

const remove = async (org: Org, email: string) => {
  const outcome = await deleteAccount(file.db, { userId: org.owner, role: "owner", organizationId: org.id }, email);
  if (!outcome.ok) throw new Error(outcome.reason);
};

/** Where notification_counts differs from counting the unread notifications, per user; a deleted user must have no row. */
async function drift(org: Org) {
  const { rows } = await sql<{ user_id: string; counted: number | null; unread: number; exists: boolean }>`
    select u.id as user_id, c.unread as counted,
      (select count(*)::int from notifications n where n.user_id = u.id and n.read_at is null) as unread,
      exists (select 1 from auth."user" a where a.id = u.id) as exists
    from unnest(${[org.owner, ...org.admins.map((a) => a.id)]}::text[]) as u(id)
    left join notification_counts c on c.user_id = u.id`.execute(file.db);
  return rows.filter((r) => (r.exists ? (r.counted ?? 0) !== r.unread : r.counted !== null));
}

const errorCode = (err: unknown) =>
  (err as { code?: string })?.code ?? (err as { cause?: { code?: string } })?.cause?.code;

describe("deleting accounts while their notifications are made and read", () => {
  it("a deletion and a hand-over notifying that admin after another both commit (no deadlock)", async () => {
    const org = await organisation(2, 1);
    const [other, deleted] = org.admins;
    let deletion: Promise<unknown> = Promise.resolve();
    const outcomes = await crossing(
      file.db,
      // The hand-over has stored its message: it references the organisation.
      (_one, two) =>
        sql`insert into conversations (id, organization_id, customer_phone, is_test)
        values (${randomUUID()}, ${org.id}, '+31600000001', false)`.execute(two),
      () => {
        deletion = remove(org, deleted.email);
        return deletion;
      },
      // Once the deletion holds the account and waits for the organisation (it did), or is done.
      async (two) => {
        await Promise.race([someoneWaits(file.db), deletion.catch(() => {})]);
        await handOver(two, org);
      },
    );
    expect(outcomes).toEqual(["committed", "committed"]);
    expect(await drift(org)).toEqual([]);
    const { rows } = await sql<{ user_id: string }>`select user_id from notification_counts
      where user_id = any(${[other.id, deleted.id]}::text[])`.execute(file.db);
    expect(rows).toEqual([{ user_id: other.id }]);
  }, 30_000);

  it("deleting 8 of 12 admins while others notify them and they read, in random orders: none refused, counts equal the unread", async () => {
    const org = await organisation(12, 3);
    const toDelete = org.admins.slice(0, 8);
    const refused: string[] = [];
    const deadlocks: string[] = [];
    const run = (work: () => Promise<unknown>) =>
      work().catch((err: unknown) => {
        if (errorCode(err) === "40P01") deadlocks.push(String((err as Error).message));
        else refused.push(String((err as Error).message));
      });
    for (const admin of toDelete) {
      const others = Array.from({ length: 7 }, () => {
        const reader = org.admins[Math.floor(Math.random() * org.admins.length)];
        return Math.random() < 0.5
          ? () => file.db.transaction().execute((trx) => handOver(trx, org))
          : () => file.db.transaction().execute((trx) => markRead(trx, reader.id, Math.random() < 0.3));
      });
      const work = [() => remove(org, admin.email), ...others].sort(() => Math.random() - 0.5);
      await Promise.all(work.map(run));
    }
    expect(deadlocks).toEqual([]);
    expect(refused).toEqual([]);
    expect(await drift(org)).toEqual([]);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from auth."user"
      where id = any(${toDelete.map((a) => a.id)}::text[])`.execute(file.db);
    expect(rows[0].n).toBe(0);
  }, 120_000);
});
