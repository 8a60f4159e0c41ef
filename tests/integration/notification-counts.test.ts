import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mutators } from "../../common/zero/mutators.ts";
import { queries } from "../../common/zero/queries.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { eventually, type TestUser, type TestZero, verdict } from "../support/zero-client.ts";

// The bell's unread count through real zero-cache: the database keeps it per user, so a
// member with hundreds unread sees them all counted while only the newest are synced, and
// nobody sees anyone else's count.
let app: Stack;
let alice: Owner;
let bob: Owner;
let mia: TestUser;
let zm: TestZero;
let zb: TestZero;

const unreadOf = async (z: TestZero) => (await z.run(queries.notificationCounts.mine(), { type: "complete" }))?.unread;
const becomes = (z: TestZero, n: number) => eventually(async () => (await unreadOf(z)) === n, 15_000);

/** `n` unread notifications for `user` about `org`, one statement, all at the same moment. */
const notify = (user: string, org: string, n: number, title: string) =>
  app.sql`insert into notifications (id, user_id, organization_id, type, title)
    select gen_random_uuid(), ${user}, ${org}, 'new_conversation', ${title} || ' ' || i from generate_series(1, ${n}) i`;

beforeAll(async () => {
  app = await startStack();
  alice = await app.signUpOwner("alice-bell@a.nl", "Alice A");
  bob = await app.signUpOwner("bob-bell@b.nl", "Bob B");
  mia = await app.signUpMember(alice.org, "mia-bell@a.nl", "Mia Medewerker");
  zm = await app.openZero(mia);
  zb = await app.openZero(bob);
}, 240_000);

afterAll(async () => {
  await app?.stop();
});

describe("the bell's unread count", () => {
  it("counts every unread notification of the member, not only the synced ones, and only theirs", async () => {
    await notify(mia.userId, alice.org, 796, "Nieuw gesprek");
    await notify(bob.userId, bob.org, 3, "Voor Bob");
    await becomes(zm, 796);
    await becomes(zb, 3);
    // The first page is 50; paging back reaches every one of them.
    expect(await zm.run(queries.notifications.mine({ limit: 50 }), { type: "complete" })).toHaveLength(50);
    const all = await zm.run(queries.notifications.mine({ limit: 1000 }), { type: "complete" });
    expect(all).toHaveLength(796);
    expect(new Set(all.map((n) => n.user_id))).toEqual(new Set([mia.userId]));
    // A member's count is theirs: Alice, in the same organisation, has none.
    const za = await app.openZero(alice);
    expect(await unreadOf(za)).toBeUndefined();
  });

  it("follows reads, 'Alles gelezen' and leaving the organisation", async () => {
    const [newest] = await zm.run(queries.notifications.mine({ limit: 1 }), { type: "complete" });
    expect(await verdict(zm.mutate(mutators.notification.markRead({ id: newest.id, now: Date.now() })))).toEqual({
      type: "success",
    });
    await becomes(zm, 795);
    expect(await verdict(zm.mutate(mutators.notification.markAllRead({ now: Date.now() })))).toEqual({
      type: "success",
    });
    await becomes(zm, 0);
    expect(await unreadOf(zb)).toBe(3);
    // Removed from the organisation, its notifications leave the bell and the count with them.
    await notify(mia.userId, alice.org, 4, "Nog een");
    await becomes(zm, 4);
    await app.sql`delete from organization_members where user_id = ${mia.userId} and organization_id = ${alice.org}`;
    await becomes(zm, 0);
    expect(await unreadOf(zb)).toBe(3);
  });
});
