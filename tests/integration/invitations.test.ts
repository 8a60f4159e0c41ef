import { randomUUID } from "node:crypto";
import { defineMutators } from "@rocicorp/zero";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { senderMayStillInvite } from "../../common/zero/invitation-sender.ts";
import { mutators } from "../../common/zero/mutators.ts";
import { queries } from "../../common/zero/queries.ts";
import { startFakeDns } from "../fakes/dns/fake-dns-server.ts";
import type { startFakeSmtp } from "../fakes/smtp/fake-smtp-server.ts";
import { startStackWithSmtp } from "../support/smtp.ts";
import type { Owner, Stack } from "../support/stack.ts";
import {
  eventually,
  signUpUser,
  type TestUser,
  type TestZero,
  uncheckedMutator,
  verdict,
} from "../support/zero-client.ts";

// Inviting a colleague: an admin invites by e-mail through Zero, the worker mails the link
// (from the organisation's sender) and tells an existing account through the bell; the
// link's secret lets a new account in without a separate verification mail.

const rogueMutators = defineMutators({ invitation: { create: uncheckedMutator(), resend: uncheckedMutator() } });

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let app: Stack;
let owner: Owner;
let member: TestUser;
let zo: TestZero;
let dns: Awaited<ReturnType<typeof startFakeDns>>;

const invite = (email: string, role: "member" | "admin" = "member", id: string = randomUUID()) =>
  verdict(zo.mutate(mutators.invitation.create({ id, organization_id: owner.org, email, role, now: Date.now() })));

/** Quoted-printable, as nodemailer writes long lines: soft breaks out, =XX decoded. */
const decodeQp = (raw: string) =>
  raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The `nth` invitation mail to `to`, once the worker has sent it, and the link in it. */
async function mailTo(to: string, nth = 0) {
  const mail = await eventually(
    () => smtp.received.filter((m) => m.to.includes(to) && /Subject: Uitnodiging/.test(m.raw))[nth],
    20_000,
  );
  const text = decodeQp(mail.raw);
  const link = /https?:\/\/\S+\/invite\/([0-9a-f-]{36})\?token=([\w-]+)/.exec(text);
  if (!link) throw new Error(`no invitation link in:\n${text}`);
  return { mail: { ...mail, raw: text }, id: link[1], token: link[2] };
}
/** The owner's screen has the open invitations loaded (a Zero client runs a mutator on its own copy first). */
const loaded = (id: string) =>
  eventually(async () =>
    (await zo.run(queries.invitations.pendingOfOrganization({ organizationId: owner.org }))).some((i) => i.id === id),
  );
const accept = (user: TestUser, id: string, token?: string) =>
  app.api(user, owner.org, "POST", `invitations/${id}/accept${token ? `?token=${token}` : ""}`);
/** The invitation as if last sent two minutes ago, without a send of its own (no trigger, so no mail). */
const sentEarlier = (id: string) =>
  app.sql.begin(async (tx) => {
    await tx`set local session_replication_role = replica`;
    await tx`update organization_invitations set sent_at = sent_at - interval '2 minutes' where id = ${id}`;
  });
const roleOf = async (user: TestUser) =>
  (
    await app.sql`select role from organization_members where user_id = ${user.userId} and organization_id = ${owner.org}`
  )[0]?.role;

beforeAll(async () => {
  dns = await startFakeDns();
  ({ smtp, app } = await startStackWithSmtp("HR Assistent <no-reply@platform.nl>", {
    env: { DNS_SERVERS: dns.server },
    fakes: [dns],
  }));
  owner = await app.signUpOwner("baas@team.nl", "Bea Baas");
  member = await app.signUpMember(owner.org, "lid@team.nl", "Lars Lid");
  await app.sql`update organizations set name = 'Team BV', email_sender_name = 'Team HR', email_domain = 'team.nl',
    email_domain_verified_at = now() where id = ${owner.org}`;
  zo = await app.openZero(owner);
  zo.materialize(queries.organizations.visible({ scope: "member" }));
  zo.materialize(queries.invitations.pendingOfOrganization({ organizationId: owner.org }));
  await eventually(async () => (await zo.run(queries.organizations.visible({ scope: "member" }))).length === 1);
});
afterAll(async () => {
  await app?.stop();
});

describe("inviting by e-mail", () => {
  it("mails a link from the organisation's sender; a new account signs up and joins with it", async () => {
    expect(await invite("Nieuw@Team.nl", "admin")).toEqual({ type: "success" });
    const { mail, id, token } = await mailTo("nieuw@team.nl");
    expect(mail.from).toBe("notifications@team.nl");
    expect(mail.raw).toMatch(/Subject: Uitnodiging voor Team BV/);
    expect(mail.raw).toContain("Bea Baas nodigt je uit voor Team BV als admin");

    // The invite page shows what the link offers, and only to the link's holder.
    const preview = await fetch(`${app.url}/api/invitations/${id}/preview?token=${token}`);
    expect(await preview.json()).toMatchObject({ organization: "Team BV", email: "nieuw@team.nl", role: "admin" });
    expect((await fetch(`${app.url}/api/invitations/${id}/preview?token=${"x".repeat(43)}`)).status).toBe(404);

    // Expired, its holder hears so (410), and anyone else still reads "not found".
    await app.sql`update organization_invitations set expires_at = now() - interval '1 minute' where id = ${id}`;
    const late = await fetch(`${app.url}/api/invitations/${id}/preview?token=${token}`);
    expect(late.status).toBe(410);
    expect((await late.json()).error.title).toBe("Uitnodiging verlopen");
    expect((await fetch(`${app.url}/api/invitations/${id}/preview?token=${"x".repeat(43)}`)).status).toBe(404);
    await app.sql`update organization_invitations set expires_at = now() + interval '7 days' where id = ${id}`;

    const newcomer = await app.signUp("nieuw@team.nl", "Nina Nieuw");
    // Without the link's secret, an unverified account is asked to verify first.
    expect((await accept(newcomer, id)).status).toBe(403);
    expect((await accept(newcomer, id, "verkeerd")).status).toBe(403);
    const accepted = await accept(newcomer, id, token);
    expect(accepted).toEqual({ status: 200, body: { ok: true, organizationId: owner.org } });
    expect(await roleOf(newcomer)).toBe("admin");
    const [user] = await app.sql`select "emailVerified" from auth."user" where id = ${newcomer.userId}`;
    expect(user.emailVerified).toBe(true);
    // Used once: the invitation is no longer open.
    expect((await accept(newcomer, id, token)).status).toBe(404);
  });

  it("signing up from the link joins the organisation at once, without an organisation of one's own", async () => {
    await invite("direct@team.nl", "member");
    const { id, token } = await mailTo("direct@team.nl");
    const joiner = await signUpUser(app.url, "direct@team.nl", "Dirk Direct", "geheim123", {
      "x-invitation": `${id}.${token}`,
    });
    const memberships =
      await app.sql`select organization_id, role from organization_members where user_id = ${joiner.userId}`;
    expect(memberships.map((m) => ({ ...m }))).toEqual([{ organization_id: owner.org, role: "member" }]);
    const [user] = await app.sql`select "emailVerified" from auth."user" where id = ${joiner.userId}`;
    expect(user.emailVerified).toBe(true);
    // The welcome mail still goes out, and says they joined Team BV: nothing of their own to set up.
    const welcome = await eventually(() =>
      smtp.received.find((m) => m.to.includes("direct@team.nl") && !/Uitnodiging/.test(m.raw)),
    );
    const text = decodeQp(welcome.raw);
    expect(text).toContain("je bent lid van Team BV");
    expect(text).not.toContain("organisatie zijn aangemaakt");

    // A wrong secret is only ignored: the account gets its own organisation, not this one.
    await invite("gok@team.nl", "admin");
    const guessed = await mailTo("gok@team.nl");
    const guesser = await signUpUser(app.url, "gok@team.nl", "Gijs Gok", "geheim123", {
      "x-invitation": `${guessed.id}.${"x".repeat(43)}`,
    });
    const theirs =
      await app.sql`select organization_id, role from organization_members where user_id = ${guesser.userId}`;
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ role: "owner" });
    expect(theirs[0].organization_id).not.toBe(owner.org);
    // With an organisation of their own, the welcome says so.
    const own = await eventually(() =>
      smtp.received.find((m) => m.to.includes("gok@team.nl") && !/Uitnodiging/.test(m.raw)),
    );
    expect(decodeQp(own.raw)).toContain("Je account en organisatie zijn aangemaakt");
  });

  it("tells an existing account through the bell too", async () => {
    const existing = await app.signUp("bestaand@team.nl", "Bas Bestaand");
    const id = randomUUID();
    expect(await invite("bestaand@team.nl", "member", id)).toEqual({ type: "success" });
    await mailTo("bestaand@team.nl");
    const [note] = await app.sql`select type, title, data from notifications where user_id = ${existing.userId}`;
    expect(note).toMatchObject({ type: "organization_invitation", title: "Uitnodiging voor Team BV" });
    expect(note.data).toEqual({ invitation_id: id });
  });

  it("sending again mails a new link; the old one stops working", async () => {
    const id = randomUUID();
    await invite("opnieuw@team.nl", "member", id);
    const first = await mailTo("opnieuw@team.nl");
    await loaded(id);
    await sentEarlier(id);
    const resent = mutators.invitation.resend({ id, now: Date.now() });
    expect(await verdict(zo.mutate(resent))).toEqual({ type: "success" });
    const second = await mailTo("opnieuw@team.nl", 1);
    expect(second.token).not.toBe(first.token);
    const late = await app.signUp("opnieuw@team.nl", "Olaf Opnieuw");
    expect((await accept(late, id, first.token)).status).toBe(403);
    expect((await accept(late, id, second.token)).status).toBe(200);
  });

  it("a withdrawn or expired invitation no longer lets anyone in", async () => {
    const withdrawn = randomUUID();
    await invite("ingetrokken@team.nl", "member", withdrawn);
    const link = await mailTo("ingetrokken@team.nl");
    await loaded(withdrawn);
    expect(await verdict(zo.mutate(mutators.invitation.cancel({ id: withdrawn })))).toEqual({ type: "success" });
    const guest = await app.signUp("ingetrokken@team.nl", "Iris");
    expect((await accept(guest, withdrawn, link.token)).status).toBe(404);

    const expired = randomUUID();
    await invite("verlopen@team.nl", "member", expired);
    const old = await mailTo("verlopen@team.nl");
    await app.sql`update organization_invitations set expires_at = now() - interval '1 minute' where id = ${expired}`;
    const late = await app.signUp("verlopen@team.nl", "Vince");
    expect((await accept(late, expired, old.token)).status).toBe(410);
  });

  it("an invitation from an admin who was since demoted or removed no longer lets anyone in, until an admin sends it again", async () => {
    const admin = await app.signUpMember(owner.org, "admin-weg@team.nl", "Adam Admin");
    await app.sql`update organization_members set role = 'admin' where user_id = ${admin.userId}`;
    const theirs = await app.openZero(admin);
    theirs.materialize(queries.invitations.pendingOfOrganization({ organizationId: owner.org }));
    theirs.materialize(queries.members.mine());
    await eventually(async () =>
      (await theirs.run(queries.members.mine())).some((m) => m.organization_id === owner.org && m.role === "admin"),
    );
    const id = randomUUID();
    const sent = theirs.mutate(
      mutators.invitation.create({
        id,
        organization_id: owner.org,
        email: "via-adam@team.nl",
        role: "admin",
        now: Date.now(),
      }),
    );
    expect(await verdict(sent)).toEqual({ type: "success" });
    const link = await mailTo("via-adam@team.nl");

    // The owner demotes Adam: his invitation no longer makes anyone an admin.
    await app.sql`update organization_members set role = 'member' where user_id = ${admin.userId}`;
    const preview = await fetch(`${app.url}/api/invitations/${id}/preview?token=${link.token}`);
    expect(preview.status).toBe(404);
    const invitee = await app.signUp("via-adam@team.nl", "Vera");
    expect(await accept(invitee, id, link.token)).toEqual({
      status: 410,
      body: {
        error: {
          code: "gone",
          title:
            "Deze uitnodiging geldt niet meer: wie je uitnodigde, is geen admin meer van de organisatie. Vraag een admin om een nieuwe uitnodiging.",
        },
      },
    });
    expect(await roleOf(invitee)).toBeUndefined();
    // Removed altogether, the same.
    await app.sql`delete from organization_members where user_id = ${admin.userId} and organization_id = ${owner.org}`;
    expect((await accept(invitee, id, link.token)).status).toBe(410);

    // The owner's list shows it as no longer valid, not as one more open invitation.
    await loaded(id);
    const listed = () =>
      zo
        .run(queries.invitations.pendingOfOrganization({ organizationId: owner.org }))
        .then((rows) => rows.find((i) => i.id === id));
    await eventually(async () => {
      const row = await listed();
      return row && !senderMayStillInvite(row);
    });

    // The owner sends it again: they vouch for it now, the list shows it valid again, and the new link lets Vera in.
    await sentEarlier(id);
    expect(await verdict(zo.mutate(mutators.invitation.resend({ id, now: Date.now() })))).toEqual({
      type: "success",
    });
    await eventually(async () => {
      const row = await listed();
      return row?.invited_by_user_id === owner.userId && senderMayStillInvite(row);
    });
    const again = await mailTo("via-adam@team.nl", 1);
    expect(again.mail.raw).toContain("Bea Baas nodigt je uit");
    expect((await accept(invitee, id, again.token)).status).toBe(200);
    expect(await roleOf(invitee)).toBe("admin");
  });

  it("inviting an address again whose invitation expired replaces it with a new one", async () => {
    const old = randomUUID();
    expect(await invite("na-verlopen@team.nl", "member", old)).toEqual({ type: "success" });
    const first = await mailTo("na-verlopen@team.nl");
    await loaded(old);
    await app.sql`update organization_invitations set expires_at = now() - interval '1 minute' where id = ${old}`;
    await eventually(async () => {
      const rows = await zo.run(queries.invitations.pendingOfOrganization({ organizationId: owner.org }));
      return rows.some((i) => i.id === old && i.expires_at < Date.now());
    });

    const fresh = randomUUID();
    expect(await invite("na-verlopen@team.nl", "admin", fresh)).toEqual({ type: "success" });
    const rows = await app.sql`select id, role from organization_invitations where email = 'na-verlopen@team.nl'`;
    expect(rows.map((r) => ({ ...r }))).toEqual([{ id: fresh, role: "admin" }]);
    const second = await mailTo("na-verlopen@team.nl", 1);
    expect(second.id).toBe(fresh);
    const invitee = await app.signUp("na-verlopen@team.nl", "Otto");
    expect((await accept(invitee, old, first.token)).status).toBe(404);
    expect((await accept(invitee, fresh, second.token)).status).toBe(200);
  });

  it("without a session, accepting or asking for the verification mail says 'Je moet ingelogd zijn.'", async () => {
    // The invite page stays open while the session ends; it shows this and offers signing in.
    const signedOut = { ...member, cookie: "" };
    for (const action of ["accept", "send-verification"]) {
      expect(await app.api(signedOut, owner.org, "POST", `invitations/${randomUUID()}/${action}`)).toEqual({
        status: 401,
        body: { error: { code: "unauthenticated", title: "Je moet ingelogd zijn." } },
      });
    }
  });

  it("refuses a second open invitation, an existing member, a bad address, and a plain member inviting", async () => {
    await invite("dubbel@team.nl");
    expect(await invite("DUBBEL@team.nl")).toMatchObject({
      type: "error",
      message: "Er staat al een uitnodiging open voor dit e-mailadres.",
    });
    expect(await invite("lid@team.nl")).toMatchObject({
      type: "error",
      message: "Deze gebruiker is al lid van de organisatie.",
    });
    expect(await invite("geen-adres")).toMatchObject({ type: "error" });
    // Sent past the browser's own check, the server's refusal is Dutch too, not zod's English.
    const unchecked = await app.openUncheckedZero(owner, rogueMutators);
    const bad = unchecked.mutate(
      rogueMutators.invitation.create({
        id: randomUUID(),
        organization_id: owner.org,
        email: "geen-adres",
        role: "member",
        now: Date.now(),
      }),
    );
    expect(await verdict(bad)).toEqual({ type: "error", message: "Ongeldige invoer." });
    const rogue = await app.openUncheckedZero(member, rogueMutators);
    const attempt = rogue.mutate(
      rogueMutators.invitation.create({
        id: randomUUID(),
        organization_id: owner.org,
        email: "indringer@team.nl",
        role: "admin",
        now: Date.now(),
      }),
    );
    expect(await verdict(attempt)).toEqual({ type: "error", message: "Niet gevonden of geen toegang" });
    expect(await app.sql`select id from organization_invitations where email = 'indringer@team.nl'`).toEqual([]);
  });

  it("keeps the link's secret out of zero-cache and writes every invitation to the activity log", async () => {
    const rows = await zo.run(queries.invitations.pendingOfOrganization({ organizationId: owner.org }), {
      type: "complete",
    });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).not.toHaveProperty("token_hash");
    const log = await app.sql`select kind, target from activity_log where organization_id = ${owner.org}
      and kind in ('invitation_sent', 'invitation_cancelled') order by created_at`;
    expect(log.map((r) => `${r.kind} ${r.target}`)).toEqual(
      expect.arrayContaining(["invitation_sent nieuw@team.nl", "invitation_cancelled ingetrokken@team.nl"]),
    );
  });
});

describe("limits on sending, since a sign-up chooses the names in the mail", () => {
  const invitationMails = (to: RegExp) =>
    smtp.received.filter((m) => to.test(m.to.join()) && /Subject: Uitnodiging/.test(m.raw));

  it("sends one mail per invitation, and refuses a resend within a minute of the last send", async () => {
    const rogue = await app.openUncheckedZero(owner, rogueMutators);
    const id = randomUUID();
    expect(await invite("snel@team.nl", "member", id)).toEqual({ type: "success" });
    await mailTo("snel@team.nl");
    const resend = () => verdict(rogue.mutate(rogueMutators.invitation.resend({ id, now: Date.now() })));
    // Even from a client that skips its own checks: the server refuses, and nothing is queued.
    expect(await resend()).toEqual({
      type: "error",
      message: "Je kunt deze uitnodiging over een minuut opnieuw versturen.",
    });
    await sentEarlier(id);
    expect(await resend()).toEqual({ type: "success" });
    await mailTo("snel@team.nl", 1);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(invitationMails(/snel@team\.nl/)).toHaveLength(2);
  });

  it("caps an organisation at 50 invitation mails a day, new ones and resends together", async () => {
    const boss = await app.signUpOwner("baas@limiet.nl", "Lies Limiet");
    const rogue = await app.openUncheckedZero(boss, rogueMutators);
    const create = (n: number, id: string = randomUUID()) =>
      verdict(
        rogue.mutate(
          rogueMutators.invitation.create({
            id,
            organization_id: boss.org,
            email: `collega${n}@limiet.nl`,
            role: "member",
            now: Date.now(),
          }),
        ),
      );
    const first = randomUUID();
    expect(await create(0, first)).toEqual({ type: "success" });
    // Sent all at once: the count is kept under a lock, so none slips past it.
    const rest = await Promise.all(Array.from({ length: 49 }, (_, i) => create(i + 1)));
    expect(rest.every((v) => v.type === "success")).toBe(true);
    const full = "Je organisatie heeft vandaag al 50 uitnodigingen verstuurd. Probeer het morgen opnieuw.";
    expect(await create(50)).toEqual({ type: "error", message: full });
    await sentEarlier(first);
    expect(await verdict(rogue.mutate(rogueMutators.invitation.resend({ id: first, now: Date.now() })))).toEqual({
      type: "error",
      message: full,
    });
    await eventually(() => invitationMails(/@limiet\.nl/).length >= 50, 30_000);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(invitationMails(/@limiet\.nl/)).toHaveLength(50);
    // Another organisation's invitations are counted apart.
    expect(await invite("elders@team.nl")).toEqual({ type: "success" });
  });
});

describe("the organisation's own e-mail domain", () => {
  const settings = (domain: string | null) =>
    verdict(
      zo.mutate(
        mutators.organization.updateEmailSettings({
          id: owner.org,
          email_sender_name: "Team HR",
          email_domain: domain,
          email_from_address: "hr",
          now: Date.now(),
        }),
      ),
    );
  const verify = (user: TestUser = owner) => app.api(user, owner.org, "POST", "email-domain/verify");
  const verifiedAt = async () =>
    (await app.sql`select email_domain_verified_at from organizations where id = ${owner.org}`)[0]
      ?.email_domain_verified_at;

  it("sends from the platform's address until the domain's TXT record proves it, and from the domain after", async () => {
    // Another domain than the verified one: verified no longer.
    expect(await settings("eigen-domein.nl")).toEqual({ type: "success" });
    expect(await verifiedAt()).toBeNull();
    await invite("eerst@team.nl");
    expect((await mailTo("eerst@team.nl")).mail.from).toBe("no-reply@platform.nl");

    // No record yet: not verified, and the resolver was asked for our own label on the domain.
    expect(await verify()).toMatchObject({ status: 200, body: { verified: false } });
    expect(dns.questions).toContain("TXT _hr-assistent.eigen-domein.nl");
    const [{ email_domain_token: token }] =
      await app.sql`select email_domain_token from organizations where id = ${owner.org}`;
    dns.txt.set("_hr-assistent.eigen-domein.nl", [["v=spf1 -all"], ["hr-assistent-verificatie=", token]]);
    expect(await verify()).toMatchObject({ status: 200, body: { verified: true } });
    expect(await verifiedAt()).toBeInstanceOf(Date);
    // The settings card reads it live.
    await eventually(async () => {
      const [org] = await zo.run(queries.organizations.visible({ scope: "member" }));
      return org?.email_domain_verified_at != null;
    });
    await invite("daarna@team.nl");
    expect((await mailTo("daarna@team.nl")).mail.from).toBe("hr@eigen-domein.nl");

    // A record for one domain proves nothing for the next.
    expect(await settings("ander-domein.nl")).toEqual({ type: "success" });
    expect(await verifiedAt()).toBeNull();
    expect(await verify()).toMatchObject({ status: 200, body: { verified: false } });
  });

  it("only admins verify, only their own organisation's domain, and not without one", async () => {
    expect(await verify(member)).toMatchObject({
      status: 403,
      body: { error: { description: "Alleen admins kunnen het e-maildomein verifiëren." } },
    });
    const stranger = await app.signUpOwner("vreemd@elders.nl", "Vera Vreemd");
    expect((await app.api(stranger, owner.org, "POST", "email-domain/verify")).status).toBe(404);
    expect(await app.api(stranger, stranger.org, "POST", "email-domain/verify")).toMatchObject({
      status: 400,
      body: { error: { description: "Vul eerst een domein in en sla het op." } },
    });
  });
});
