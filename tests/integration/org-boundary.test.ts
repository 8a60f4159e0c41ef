import { randomUUID } from "node:crypto";
import { defineMutators } from "@rocicorp/zero";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mutators } from "../../common/zero/mutators.ts";
import { queries } from "../../common/zero/queries.ts";
import { ownOrganization } from "../support/own-organization.ts";
import { type RunningApp, startApp } from "../support/start-app.ts";
import {
  connectUncheckedZero,
  connectZero,
  eventually,
  signUpUser,
  type TestUser,
  type TestZero,
  uncheckedMutator,
} from "../support/zero-client.ts";

let app: RunningApp;
let sql: postgres.Sql;
let alice: TestUser; // owner of org A
let bob: TestUser; // owner of org B
let admin: TestUser; // platform super_admin
let orgA: string;
let orgB: string;
let za: TestZero;
const clients: TestZero[] = [];

const orgRow = async (id: string) => (await sql`select * from organizations where id = ${id}`)[0];
const now = () => Date.now();
const u = uncheckedMutator;
const rogueMutators = defineMutators({
  faq: { create: u(), update: u(), delete: u() },
  organization: { updateGeneral: u(), updateEmailSettings: u(), setConfetti: u(), updateBrandingColors: u() },
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
  app = await startApp();
  sql = postgres(app.databaseUrl, { max: 2, onnotice: () => {} });
  alice = await signUpUser(app.url, "alice@a.nl", "Alice A");
  bob = await signUpUser(app.url, "bob@b.nl", "Bob B");
  admin = await signUpUser(app.url, "admin@platform.nl", "Ada Admin");
  await sql`insert into user_roles (user_id, role) values (${admin.userId}, 'super_admin')`;
  orgA = await ownOrganization(sql, alice.userId);
  orgB = await ownOrganization(sql, bob.userId);
  za = await connectZero(app.url, alice);
  clients.push(za);
});

afterAll(async () => {
  for (const z of clients) await z.close();
  await sql?.end();
  await app?.stop();
});

describe("organisation boundary through real zero-cache", () => {
  it("a member sees only their own organisation", async () => {
    const visible = await za.run(queries.organizations.visible({ scope: "member" }), { type: "complete" });
    expect(visible.map((o) => o.id)).toEqual([orgA]);
    // Asking for the platform scope without a platform role grants nothing more.
    const asPlatform = await za.run(queries.organizations.visible({ scope: "platform" }), { type: "complete" });
    expect(asPlatform.map((o) => o.id)).toEqual([orgA]);
    expect(
      await za.run(queries.organizations.byId({ organizationId: orgB, scope: "member" }), { type: "complete" }),
    ).toBeUndefined();
    expect(await za.run(queries.members.ofOrganization({ organizationId: orgB }), { type: "complete" })).toEqual([]);
    const ownMembers = await za.run(queries.members.ofOrganization({ organizationId: orgA }), { type: "complete" });
    expect(ownMembers.map((m) => m.user_id)).toEqual([alice.userId]);
  });

  it("pending invitations of another organisation stay hidden", async () => {
    await sql`insert into organization_invitations (id, organization_id, email, role, expires_at)
      values (${randomUUID()}, ${orgB}, 'x@b.nl', 'member', now() + interval '7 days')`;
    expect(
      await za.run(queries.invitations.pendingOfOrganization({ organizationId: orgB }), { type: "complete" }),
    ).toEqual([]);
  });

  it("notifications of another user stay hidden", async () => {
    await sql`insert into notifications (id, user_id, type, title) values (${randomUUID()}, ${bob.userId}, 'other', 'Voor Bob')`;
    const mine = await za.run(queries.notifications.mine(), { type: "complete" });
    expect(mine.filter((n) => n.title === "Voor Bob")).toEqual([]);
  });

  it("every mutator refuses to touch organisation B and changes nothing", async () => {
    const before = await orgRow(orgB);
    const [bobMember] = await sql`select id, role from organization_members where organization_id = ${orgB}`;
    const invitationId = randomUUID();
    await sql`insert into organization_invitations (id, organization_id, email, role, expires_at)
      values (${invitationId}, ${orgB}, 'y@b.nl', 'admin', now() + interval '7 days')`;
    const notificationId = randomUUID();
    await sql`insert into notifications (id, user_id, type, title) values (${notificationId}, ${bob.userId}, 'other', 'Bob 2')`;

    const faqId = randomUUID();
    await sql`insert into faqs (id, organization_id, question, answer) values (${faqId}, ${orgB}, 'Vraag B', 'Antwoord B')`;
    const faqFields = {
      question: "Gekaapt?",
      answer: "Ja",
      is_active: true,
      ai_response_mode: "exact" as const,
      requires_verification: false,
    };

    // Through a client that skips its own checks: every refusal below is the server's.
    const rogue = await connectUncheckedZero(app.url, alice, rogueMutators);
    const attempts = [
      rogueMutators.faq.create({ id: randomUUID(), organization_id: orgB, ...faqFields, now: now() }),
      rogueMutators.faq.update({ id: faqId, ...faqFields, now: now() }),
      rogueMutators.faq.delete({ id: faqId }),
      rogueMutators.organization.updateGeneral({ id: orgB, name: "Gekaapt", display_name: null, now: now() }),
      rogueMutators.organization.updateEmailSettings({
        id: orgB,
        email_sender_name: "X",
        email_domain: "evil.nl",
        email_from_address: "x",
        now: now(),
      }),
      rogueMutators.organization.setConfetti({ id: orgB, enabled: false, now: now() }),
      rogueMutators.organization.updateBrandingColors({ id: orgB, accent_color: "#000000", now: now() }),
      rogueMutators.member.changeRole({ id: bobMember.id, role: "member" }),
      rogueMutators.member.remove({ id: bobMember.id }),
      rogueMutators.invitation.cancel({ id: invitationId }),
      rogueMutators.notification.markRead({ id: notificationId, now: now() }),
    ];
    for (const attempt of attempts) expect((await rogue.mutate(attempt).server).type).toBe("error");
    await rogue.close();

    expect(await orgRow(orgB)).toEqual(before);
    expect(await sql`select question from faqs where organization_id = ${orgB}`).toEqual([{ question: "Vraag B" }]);
    expect(await za.run(queries.faqs.ofOrganization({ organizationId: orgB }), { type: "complete" })).toEqual([]);
    expect(await sql`select role from organization_members where id = ${bobMember.id}`).toEqual([{ role: "owner" }]);
    expect(await sql`select 1 from organization_invitations where id = ${invitationId}`).toHaveLength(1);
    expect((await sql`select read_at from notifications where id = ${notificationId}`)[0].read_at).toBeNull();
  });

  it("a member (not admin) cannot change organisation settings, but may switch confetti", async () => {
    const carol = await signUpUser(app.url, "carol@a.nl", "Carol C");
    await sql`insert into organization_members (id, user_id, organization_id, role)
      values (${randomUUID()}, ${carol.userId}, ${orgA}, 'member')`;
    const zc = await connectZero(app.url, carol);
    clients.push(zc);
    await eventually(async () =>
      (await zc.run(queries.organizations.visible({ scope: "member" }))).some((o) => o.id === orgA),
    );
    const rogue = await connectUncheckedZero(app.url, carol, rogueMutators);
    const refused = rogue.mutate(
      rogueMutators.organization.updateGeneral({ id: orgA, name: "Niet toegestaan", display_name: null, now: now() }),
    );
    expect((await refused.server).type).toBe("error");
    await rogue.close();
    expect((await orgRow(orgA)).name).not.toBe("Niet toegestaan");
    expect(await serverVerdict(zc, mutators.organization.setConfetti({ id: orgA, enabled: false, now: now() }))).toBe(
      "success",
    );
    expect((await orgRow(orgA)).enable_confetti).toBe(false);
  });

  it("the owner's change shows in a second client of the same user without reconnecting", async () => {
    const second = await connectZero(app.url, alice);
    clients.push(second);
    const view = second.materialize(queries.organizations.byId({ organizationId: orgA, scope: "member" }));
    expect(
      await serverVerdict(
        za,
        mutators.organization.updateGeneral({ id: orgA, name: "Alice BV", display_name: "Alice HR", now: now() }),
      ),
    ).toBe("success");
    await eventually(() => (view.data as { display_name?: string } | undefined)?.display_name === "Alice HR");
    view.destroy();
    expect((await orgRow(orgA)).display_name).toBe("Alice HR");
  });

  it("a platform admin sees every organisation and may update another one", async () => {
    const zp = await connectZero(app.url, admin, "super_admin");
    clients.push(zp);
    const visible = await eventually(async () => {
      const rows = await zp.run(queries.organizations.visible({ scope: "platform" }), { type: "complete" });
      return rows.length >= 3 ? rows : undefined;
    });
    expect(visible?.map((o) => o.id)).toEqual(expect.arrayContaining([orgA, orgB]));
    expect(
      await serverVerdict(
        zp,
        mutators.organization.updateGeneral({ id: orgB, name: "Bob BV", display_name: null, now: now() }),
      ),
    ).toBe("success");
    expect((await orgRow(orgB)).name).toBe("Bob BV");
  });

  it("removing a membership removes access live", async () => {
    const membershipId = randomUUID();
    await sql`insert into organization_members (id, user_id, organization_id, role)
      values (${membershipId}, ${alice.userId}, ${orgB}, 'member')`;
    const view = za.materialize(queries.organizations.visible({ scope: "member" }));
    const ids = () => (view.data as Array<{ id: string }>).map((o) => o.id);
    await eventually(() => ids().includes(orgB));
    await sql`delete from organization_members where id = ${membershipId}`;
    await eventually(() => !ids().includes(orgB));
    view.destroy();
    // And the server refuses writes from then on.
    expect(await serverVerdict(za, mutators.organization.setConfetti({ id: orgB, enabled: false, now: now() }))).toBe(
      "error",
    );
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
