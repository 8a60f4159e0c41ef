import { defineMutators } from "@rocicorp/zero";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { type TestUser, uncheckedMutator, verdict } from "../support/zero-client.ts";

// Every attempt goes through a client that skips its own checks, so each refusal is the server's.
const rogueMutators = defineMutators({ member: { changeRole: uncheckedMutator(), remove: uncheckedMutator() } });

let app: Stack;
let olga: Owner; // the organisation's first owner
let adam: TestUser; // an admin of olga's organisation

const membershipOf = async (user: TestUser) =>
  (
    await app.sql`select id, role from organization_members where user_id = ${user.userId} and organization_id = ${olga.org}`
  )[0];
const roles = async () =>
  Object.fromEntries(
    (
      await app.sql`select p.email, m.role from organization_members m join profiles p on p.user_id = m.user_id
        where m.organization_id = ${olga.org}`
    ).map((r) => [r.email, r.role]),
  );

beforeAll(async () => {
  app = await startStack();
  olga = await app.signUpOwner("olga@owner.nl", "Olga Owner");
  adam = await app.signUpMember(olga.org, "adam@owner.nl", "Adam Admin");
  await app.sql`update organization_members set role = 'admin' where user_id = ${adam.userId}`;
});
afterAll(async () => {
  await app?.stop();
});

describe("the owner role", () => {
  it("an admin can neither make anyone owner nor demote or remove the owner", async () => {
    const rogue = await app.openUncheckedZero(adam, rogueMutators);
    const adamsRow = await membershipOf(adam);
    const olgasRow = await membershipOf(olga);
    const attempts = [
      rogueMutators.member.changeRole({ id: adamsRow.id, role: "owner" }),
      rogueMutators.member.changeRole({ id: olgasRow.id, role: "member" }),
      rogueMutators.member.remove({ id: olgasRow.id }),
    ];
    for (const attempt of attempts)
      expect(await verdict(rogue.mutate(attempt))).toEqual({ type: "error", message: nl.members.onlyOwnerGrantsOwner });
    expect(await roles()).toEqual({ "olga@owner.nl": "owner", "adam@owner.nl": "admin" });
  });

  it("the last owner can neither step down nor leave", async () => {
    const rogue = await app.openUncheckedZero(olga, rogueMutators);
    const olgasRow = await membershipOf(olga);
    for (const attempt of [
      rogueMutators.member.changeRole({ id: olgasRow.id, role: "admin" }),
      rogueMutators.member.remove({ id: olgasRow.id }),
    ])
      expect(await verdict(rogue.mutate(attempt))).toEqual({ type: "error", message: nl.members.lastOwner });
    expect(await roles()).toEqual({ "olga@owner.nl": "owner", "adam@owner.nl": "admin" });
  });

  it("an owner may make another owner and then step down; the new owner is then the last", async () => {
    const rogueOlga = await app.openUncheckedZero(olga, rogueMutators);
    const adamsRow = await membershipOf(adam);
    const olgasRow = await membershipOf(olga);
    expect(
      await verdict(rogueOlga.mutate(rogueMutators.member.changeRole({ id: adamsRow.id, role: "owner" }))),
    ).toEqual({ type: "success" });
    expect(
      await verdict(rogueOlga.mutate(rogueMutators.member.changeRole({ id: olgasRow.id, role: "member" }))),
    ).toEqual({ type: "success" });
    expect(await roles()).toEqual({ "olga@owner.nl": "member", "adam@owner.nl": "owner" });

    const rogueAdam = await app.openUncheckedZero(adam, rogueMutators);
    expect(await verdict(rogueAdam.mutate(rogueMutators.member.remove({ id: adamsRow.id })))).toEqual({
      type: "error",
      message: nl.members.lastOwner,
    });
    // Olga, a member now, cannot take the role back herself.
    expect(
      await verdict(rogueOlga.mutate(rogueMutators.member.changeRole({ id: olgasRow.id, role: "owner" }))),
    ).toEqual({ type: "error", message: nl.errors.notFoundOrNotAuthorized });
    expect(await roles()).toEqual({ "olga@owner.nl": "member", "adam@owner.nl": "owner" });
  });

  it("an invitation can never offer the owner role", async () => {
    await expect(
      app.sql`insert into organization_invitations (id, organization_id, email, role, expires_at)
        values (gen_random_uuid(), ${olga.org}, 'nieuw@owner.nl', 'owner', now() + interval '7 days')`,
    ).rejects.toThrow(/check constraint/);
  });
});
