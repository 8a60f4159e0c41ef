import { randomUUID } from "node:crypto";
import { defineMutators } from "@rocicorp/zero";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mutators } from "../../common/zero/mutators.ts";
import { queries } from "../../common/zero/queries.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { eventually, type TestUser, type TestZero, uncheckedMutator } from "../support/zero-client.ts";

let app: Stack;
let alice: Owner; // owner of org A
let bob: Owner; // owner of org B
let admin: TestUser; // platform super_admin
let za: TestZero;

const orgRow = async (id: string) => (await app.sql`select * from organizations where id = ${id}`)[0];
const now = () => Date.now();
const u = uncheckedMutator;
const rogueMutators = defineMutators({
  faq: { create: u(), update: u(), delete: u() },
  organization: { updateGeneral: u(), updateEmailSettings: u(), setConfetti: u(), updateBranding: u() },
  member: { changeRole: u(), remove: u() },
  invitation: { cancel: u() },
  notification: { markRead: u() },
});

async function serverVerdict(zero: TestZero, mutation: Parameters<TestZero["mutate"]>[0]) {
  const result = zero.mutate(mutation);
  const server = await result.server;
  return server.type;
}

beforeAll(async () => {
  app = await startStack();
  alice = await app.signUpOwner("alice-boundary@a.nl", "Alice A");
  bob = await app.signUpOwner("bob-boundary@b.nl", "Bob B");
  admin = await app.signUp("admin@platform.nl", "Ada Admin");
  await app.sql`insert into user_roles (user_id, role) values (${admin.userId}, 'super_admin')`;
  za = await app.openZero(alice);
});

afterAll(async () => {
  await app?.stop();
});

describe("organisation boundary through real zero-cache", () => {
  it("a member sees only their own organisation", async () => {
    const visible = await za.run(queries.organizations.visible({ scope: "member" }), { type: "complete" });
    expect(visible.map((o) => o.id)).toEqual([alice.org]);
    // Asking for the platform scope without a platform role grants nothing more.
    const asPlatform = await za.run(queries.organizations.visible({ scope: "platform" }), { type: "complete" });
    expect(asPlatform.map((o) => o.id)).toEqual([alice.org]);
    expect(
      await za.run(queries.organizations.byId({ organizationId: bob.org, scope: "member" }), { type: "complete" }),
    ).toBeUndefined();
    expect(await za.run(queries.members.ofOrganization({ organizationId: bob.org }), { type: "complete" })).toEqual([]);
    const ownMembers = await za.run(queries.members.ofOrganization({ organizationId: alice.org }), {
      type: "complete",
    });
    expect(ownMembers.map((m) => m.user_id)).toEqual([alice.userId]);
  });

  it("pending invitations of another organisation stay hidden", async () => {
    await app.sql`insert into organization_invitations (id, organization_id, email, role, expires_at)
      values (${randomUUID()}, ${bob.org}, 'x@b.nl', 'member', now() + interval '7 days')`;
    expect(
      await za.run(queries.invitations.pendingOfOrganization({ organizationId: bob.org }), { type: "complete" }),
    ).toEqual([]);
  });

  it("notifications of another user stay hidden", async () => {
    await app.sql`insert into notifications (id, user_id, type, title) values (${randomUUID()}, ${bob.userId}, 'other', 'Voor Bob')`;
    const mine = await za.run(queries.notifications.mine({ limit: 50 }), { type: "complete" });
    expect(mine.filter((n) => n.title === "Voor Bob")).toEqual([]);
  });

  it("every mutator refuses to touch organisation B and changes nothing", async () => {
    const before = await orgRow(bob.org);
    const [bobMember] = await app.sql`select id, role from organization_members where organization_id = ${bob.org}`;
    const invitationId = randomUUID();
    await app.sql`insert into organization_invitations (id, organization_id, email, role, expires_at)
      values (${invitationId}, ${bob.org}, 'y@b.nl', 'admin', now() + interval '7 days')`;
    const notificationId = randomUUID();
    await app.sql`insert into notifications (id, user_id, type, title) values (${notificationId}, ${bob.userId}, 'other', 'Bob 2')`;

    const faqId = randomUUID();
    await app.sql`insert into faqs (id, organization_id, question, answer) values (${faqId}, ${bob.org}, 'Vraag B', 'Antwoord B')`;
    const faqFields = {
      question: "Gekaapt?",
      answer: "Ja",
      is_active: true,
      ai_response_mode: "exact" as const,
      requires_verification: false,
    };

    // Through a client that skips its own checks: every refusal below is the server's.
    const rogue = await app.openUncheckedZero(alice, rogueMutators);
    const attempts = [
      rogueMutators.faq.create({ id: randomUUID(), organization_id: bob.org, ...faqFields, now: now() }),
      rogueMutators.faq.update({ id: faqId, ...faqFields, now: now() }),
      rogueMutators.faq.delete({ id: faqId }),
      rogueMutators.organization.updateGeneral({ id: bob.org, name: "Gekaapt", display_name: null, now: now() }),
      rogueMutators.organization.updateEmailSettings({
        id: bob.org,
        email_sender_name: "X",
        email_domain: "evil.nl",
        email_from_address: "x",
        now: now(),
      }),
      rogueMutators.organization.setConfetti({ id: bob.org, enabled: false, now: now() }),
      rogueMutators.organization.updateBranding({
        id: bob.org,
        display_name: "Gekaapt",
        accent_color: "#000000",
        now: now(),
      }),
      rogueMutators.member.changeRole({ id: bobMember.id, role: "member" }),
      rogueMutators.member.remove({ id: bobMember.id }),
      rogueMutators.invitation.cancel({ id: invitationId }),
      rogueMutators.notification.markRead({ id: notificationId, now: now() }),
    ];
    for (const attempt of attempts) expect((await rogue.mutate(attempt).server).type).toBe("error");

    expect(await orgRow(bob.org)).toEqual(before);
    expect(await app.sql`select question from faqs where organization_id = ${bob.org}`).toEqual([
      { question: "Vraag B" },
    ]);
    expect(await za.run(queries.faqs.ofOrganization({ organizationId: bob.org }), { type: "complete" })).toEqual([]);
    expect(await app.sql`select role from organization_members where id = ${bobMember.id}`).toEqual([
      { role: "owner" },
    ]);
    expect(await app.sql`select 1 from organization_invitations where id = ${invitationId}`).toHaveLength(1);
    expect((await app.sql`select read_at from notifications where id = ${notificationId}`)[0].read_at).toBeNull();
  });

  it("a member (not admin) cannot change organisation settings, but may switch confetti", async () => {
    const carol = await app.signUpMember(alice.org, "carol-boundary@a.nl", "Carol C");
    const zc = await app.openZero(carol);
    await eventually(async () =>
      (await zc.run(queries.organizations.visible({ scope: "member" }))).some((o) => o.id === alice.org),
    );
    const rogue = await app.openUncheckedZero(carol, rogueMutators);
    const refused = rogue.mutate(
      rogueMutators.organization.updateGeneral({
        id: alice.org,
        name: "Niet toegestaan",
        display_name: null,
        now: now(),
      }),
    );
    expect((await refused.server).type).toBe("error");
    expect((await orgRow(alice.org)).name).not.toBe("Niet toegestaan");
    expect(
      await serverVerdict(zc, mutators.organization.setConfetti({ id: alice.org, enabled: false, now: now() })),
    ).toBe("success");
    expect((await orgRow(alice.org)).enable_confetti).toBe(false);
  });

  it("the owner's change shows in a second client of the same user without reconnecting", async () => {
    const second = await app.openZero(alice);
    const view = second.materialize(queries.organizations.byId({ organizationId: alice.org, scope: "member" }));
    expect(
      await serverVerdict(
        za,
        mutators.organization.updateGeneral({ id: alice.org, name: "Alice BV", display_name: "Alice HR", now: now() }),
      ),
    ).toBe("success");
    await eventually(() => (view.data as { display_name?: string } | undefined)?.display_name === "Alice HR");
    view.destroy();
    expect((await orgRow(alice.org)).display_name).toBe("Alice HR");
  });

  it("a platform admin sees every organisation and may update another one", async () => {
    const zp = await app.openZero(admin, "super_admin");
    const visible = await eventually(async () => {
      const rows = await zp.run(queries.organizations.visible({ scope: "platform" }), { type: "complete" });
      return rows.length >= 3 ? rows : undefined;
    });
    expect(visible?.map((o) => o.id)).toEqual(expect.arrayContaining([alice.org, bob.org]));
    expect(
      await serverVerdict(
        zp,
        mutators.organization.updateGeneral({ id: bob.org, name: "Bob BV", display_name: null, now: now() }),
      ),
    ).toBe("success");
    expect((await orgRow(bob.org)).name).toBe("Bob BV");
  });

  it("removing a membership removes access live", async () => {
    const membershipId = randomUUID();
    await app.sql`insert into organization_members (id, user_id, organization_id, role)
      values (${membershipId}, ${alice.userId}, ${bob.org}, 'member')`;
    const view = za.materialize(queries.organizations.visible({ scope: "member" }));
    const ids = () => (view.data as Array<{ id: string }>).map((o) => o.id);
    await eventually(() => ids().includes(bob.org));
    await app.sql`delete from organization_members where id = ${membershipId}`;
    await eventually(() => !ids().includes(bob.org));
    view.destroy();
    // And the server refuses writes from then on.
    expect(
      await serverVerdict(za, mutators.organization.setConfetti({ id: bob.org, enabled: false, now: now() })),
    ).toBe("error");
  });

  it("the query and mutate endpoints refuse requests without a session", async () => {
    for (const endpoint of ["query", "mutate"]) {
      const res = await fetch(`${app.url}/api/zero/${endpoint}?schema=zero_0&appID=zero`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "[]",
      });
      expect(res.status).toBe(401);
    }
  });
});
