import { defineMutators } from "@rocicorp/zero";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import { mutators } from "../../common/zero/mutators.ts";
import { queries } from "../../common/zero/queries.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { eventually, type TestUser, uncheckedMutator, verdict } from "../support/zero-client.ts";

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
      [rogueMutators.member.changeRole({ id: adamsRow.id, role: "owner" }), nl.members.onlyOwnerGrantsOwner],
      [rogueMutators.member.changeRole({ id: olgasRow.id, role: "member" }), nl.members.onlyOwnerGrantsOwner],
      [rogueMutators.member.remove({ id: olgasRow.id }), nl.members.onlyOwnerRemovesOwner],
    ] as const;
    for (const [attempt, message] of attempts)
      expect(await verdict(rogue.mutate(attempt))).toEqual({ type: "error", message });
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
    // The two changes that went through are in the activity log; the refused ones are not.
    const log = await app.sql`select kind, actor_user_id, target, details from activity_log
      where organization_id = ${olga.org} and kind = 'role_changed' order by created_at`;
    expect(log.map((r) => ({ ...r }))).toEqual([
      {
        kind: "role_changed",
        actor_user_id: olga.userId,
        target: adam.userId,
        details: { from: "admin", to: "owner" },
      },
      {
        kind: "role_changed",
        actor_user_id: olga.userId,
        target: olga.userId,
        details: { from: "owner", to: "member" },
      },
    ]);
  });

  it("two owners stepping down at the same moment leave one owner", async () => {
    const pia = await app.signUpOwner("pia@samen.nl", "Pia Samen");
    const quinn = await app.signUpMember(pia.org, "quinn@samen.nl", "Quinn Samen");
    await app.sql`update organization_members set role = 'owner' where user_id = ${quinn.userId}`;
    const rowOf = async (user: TestUser) =>
      (
        await app.sql`select id from organization_members where user_id = ${user.userId} and organization_id = ${pia.org}`
      )[0].id;
    const ownersLeft = async () =>
      (
        await app.sql`select count(*)::int as n from organization_members where organization_id = ${pia.org} and role = 'owner'`
      )[0].n;
    const [roguePia, rogueQuinn] = [
      await app.openUncheckedZero(pia, rogueMutators),
      await app.openUncheckedZero(quinn, rogueMutators),
    ];
    const [piaRow, quinnRow] = [await rowOf(pia), await rowOf(quinn)];

    // Hold the organisation's row, so both changes are in flight together.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = () => {};
    const holding = new Promise<void>((resolve) => {
      held = resolve;
    });
    const hold = app.sql.begin(async (t) => {
      await t`select 1 from organizations where id = ${pia.org} for update`;
      held();
      await released;
    });
    await holding;
    const both = [
      verdict(roguePia.mutate(rogueMutators.member.changeRole({ id: piaRow, role: "admin" }))),
      verdict(rogueQuinn.mutate(rogueMutators.member.changeRole({ id: quinnRow, role: "admin" }))),
    ];
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      // Both wait for the organisation's row instead of counting owners that are about to go.
      expect(await ownersLeft()).toBe(2);
    } finally {
      release();
      await hold;
    }
    const verdicts = await Promise.all(both);
    expect(verdicts).toContainEqual({ type: "success" });
    expect(verdicts).toContainEqual({ type: "error", message: nl.members.lastOwner });
    expect(await ownersLeft()).toBe(1);
  });

  it("an invitation can never offer the owner role", async () => {
    await expect(
      app.sql`insert into organization_invitations (id, organization_id, email, role, expires_at)
        values (gen_random_uuid(), ${olga.org}, 'nieuw@owner.nl', 'owner', now() + interval '7 days')`,
    ).rejects.toThrow(/check constraint/);
  });
});

describe("removing a member", () => {
  it("an admin removes a member through Zero: the membership goes, the member's open client loses the organisation, the log says so", async () => {
    const rita = await app.signUpOwner("rita@team.nl", "Rita Owner");
    const sam = await app.signUpMember(rita.org, "sam@team.nl", "Sam Admin");
    const tom = await app.signUpMember(rita.org, "tom@team.nl", "Tom Member");
    await app.sql`update organization_members set role = 'admin' where user_id = ${sam.userId}`;
    const [tomsRow] =
      await app.sql`select id from organization_members where user_id = ${tom.userId} and organization_id = ${rita.org}`;
    // Tom has the organisation open while he is removed.
    const visible = queries.organizations.visible({ scope: "member" });
    const zt = await app.openZero(tom);
    zt.materialize(visible);
    await eventually(async () => (await zt.run(visible)).some((o) => o.id === rita.org));

    // Sam's client runs the mutator locally first, so it needs what the users tab has synced:
    // the organisation and its members.
    const zs = await app.openZero(sam);
    const members = queries.members.ofOrganization({ organizationId: rita.org });
    zs.materialize(visible);
    zs.materialize(members);
    await eventually(
      async () => (await zs.run(visible)).some((o) => o.id === rita.org) && (await zs.run(members)).length === 3,
    );
    expect(await verdict(zs.mutate(mutators.member.remove({ id: tomsRow.id })))).toEqual({ type: "success" });
    expect(await app.sql`select id from organization_members where id = ${tomsRow.id}`).toEqual([]);
    await eventually(async () => !(await zt.run(visible)).some((o) => o.id === rita.org));
    const log = await app.sql`select kind, actor_user_id, target, details from activity_log
      where organization_id = ${rita.org} and kind = 'member_removed'`;
    expect(log.map((r) => ({ ...r }))).toEqual([
      { kind: "member_removed", actor_user_id: sam.userId, target: tom.userId, details: { role: "member" } },
    ]);
  });
});
