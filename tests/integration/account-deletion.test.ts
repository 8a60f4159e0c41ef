import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import type { TestUser } from "../support/zero-client.ts";

// Deleting a user's account by e-mail from Users & Roles: the account's login, sessions and
// memberships go, what it made for the organisation stays, and an admin can only reach
// accounts of their own organisation (tried here straight at the API, past any screen).

let app: Stack;
let owner: Owner;
let admin: TestUser;
let plain: TestUser;
let stranger: Owner;

const remove = (caller: TestUser, org: string, email: unknown) =>
  app.api(caller, org, "POST", "accounts/delete", { email });
const accountExists = async (user: TestUser) =>
  (await app.sql`select 1 from auth."user" where id = ${user.userId}`).length === 1;
const signedIn = async (user: TestUser) =>
  (await fetch(`${app.url}/api/me`, { headers: { cookie: user.cookie, origin: app.url } })).status === 200;

beforeAll(async () => {
  app = await startStack();
  owner = await app.signUpOwner("eigenaar@bedrijf.nl", "Eva Eigenaar");
  admin = await app.signUpMember(owner.org, "admin@bedrijf.nl", "Adam Admin");
  await app.sql`update organization_members set role = 'admin' where user_id = ${admin.userId}`;
  plain = await app.signUpMember(owner.org, "lid@bedrijf.nl", "Lotte Lid");
  stranger = await app.signUpOwner("ander@elders.nl", "Ole Ander");
}, 240_000);
afterAll(async () => {
  await app?.stop();
});

describe("deleting an account by e-mail", () => {
  it("removes login, sessions and memberships, keeps the organisation's data, and logs it", async () => {
    const leaver = await app.signUpMember(owner.org, "vertrekker@bedrijf.nl", "Vera Vertrek");
    // Something the leaver did for the organisation: an entry in its log.
    await app.sql`insert into activity_log (id, organization_id, actor_user_id, kind)
      values (${randomUUID()}, ${owner.org}, ${leaver.userId}, 'retention_changed')`;
    expect(await signedIn(leaver)).toBe(true);

    const res = await remove(admin, owner.org, "  Vertrekker@Bedrijf.NL ");
    expect(res).toEqual({ status: 200, body: { ok: true, memberships: 2 } });
    expect(await accountExists(leaver)).toBe(false);
    expect(await signedIn(leaver)).toBe(false);
    expect(await app.sql`select 1 from organization_members where user_id = ${leaver.userId}`).toHaveLength(0);
    // The log entry they made stays, without an author; the deletion is logged by id only.
    const kept = await app.sql`select actor_user_id from activity_log
      where organization_id = ${owner.org} and kind = 'retention_changed'`;
    expect(kept).toEqual([{ actor_user_id: null }]);
    const logged = await app.sql`select actor_user_id, target, details from activity_log
      where organization_id = ${owner.org} and kind = 'account_deleted'`;
    expect(logged).toEqual([{ actor_user_id: admin.userId, target: leaver.userId, details: { role: "member" } }]);
    expect(JSON.stringify(logged)).not.toContain("vertrekker");
  });

  it("needs an address: 'Email vereist'", async () => {
    for (const email of ["", "   ", undefined, 42]) {
      const res = await remove(admin, owner.org, email);
      expect(res.status).toBe(400);
      expect(res.body.error.title).toBe("Email vereist");
    }
  });

  it("refuses a plain member, a stranger's account, oneself, and the last owner", async () => {
    const before = await app.sql`select count(*)::int as n from auth."user"`;
    const plainTry = await remove(plain, owner.org, "admin@bedrijf.nl");
    expect(plainTry.status).toBe(403);
    // Someone of another organisation reads as unknown, as an address nobody has.
    expect((await remove(admin, owner.org, "ander@elders.nl")).status).toBe(404);
    expect((await remove(admin, owner.org, "niemand@nergens.nl")).status).toBe(404);
    // Acting in an organisation one is not in is refused before anything is looked up.
    expect((await remove(stranger, owner.org, "lid@bedrijf.nl")).status).toBe(404);
    const self = await remove(admin, owner.org, "admin@bedrijf.nl");
    expect(self.status).toBe(400);
    expect(self.body.error.description).toBe("Je kunt je eigen account hier niet verwijderen.");
    // An admin may not take away the only owner.
    const lastOwner = await remove(admin, owner.org, "eigenaar@bedrijf.nl");
    expect(lastOwner.status).toBe(403);
    expect(lastOwner.body.error.description).toBe("Alleen een owner kan een owner verwijderen.");
    expect(await app.sql`select count(*)::int as n from auth."user"`).toEqual(before);
  });

  it("leaves an account alone that also belongs to an organisation the admin does not run", async () => {
    const shared = await app.signUpMember(owner.org, "gedeeld@bedrijf.nl", "Gijs Gedeeld");
    await app.sql`insert into organization_members (id, organization_id, user_id, role)
      values (${randomUUID()}, ${stranger.org}, ${shared.userId}, 'member')`;
    const res = await remove(admin, owner.org, "gedeeld@bedrijf.nl");
    expect(res.status).toBe(403);
    expect(res.body.error.description).toMatch(/niet beheert/);
    expect(await accountExists(shared)).toBe(true);
    expect(await app.sql`select 1 from organization_members where user_id = ${shared.userId}`).toHaveLength(3);
  });

  it("leaves an account alone that is the only owner of another organisation in use (their own company)", async () => {
    const consultant = await app.signUpOwner("consultant@eigen.nl", "Bram Consultant");
    await app.sql`insert into organization_members (id, organization_id, user_id, role)
      values (${randomUUID()}, ${owner.org}, ${consultant.userId}, 'admin')`;
    // Before their own company holds anything, it is the sign-up's empty organisation.
    await app.sql`insert into faqs (id, organization_id, question, answer)
      values (${randomUUID()}, ${consultant.org}, 'Eigen vraag?', 'Eigen antwoord.')`;
    const res = await remove(owner, owner.org, "consultant@eigen.nl");
    expect(res.status).toBe(403);
    expect(res.body.error.description).toBe(
      "Dit account is de enige eigenaar van een andere organisatie die in gebruik is. Verwijder deze persoon alleen uit jouw organisatie.",
    );
    expect(await accountExists(consultant)).toBe(true);
  });
});
