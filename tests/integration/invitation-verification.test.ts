import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import type { startFakeSmtp } from "../fakes/smtp/fake-smtp-server.ts";
import { startStackWithSmtp } from "../support/smtp.ts";
import type { Owner, Stack } from "../support/stack.ts";
import { eventually, type TestUser } from "../support/zero-client.ts";

// An invitation is for whoever owns the invited address: signing up with that address is not
// enough, the user proves it through the verification mail the invitation sends on demand.
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let app: Stack;
let owner: Owner;
let invitee: TestUser;
let outsider: TestUser;
let invitationId: string;

const post = (user: TestUser, path: string) => app.api(user, owner.org, "POST", `invitations/${invitationId}/${path}`);
const membership = async (user: TestUser) =>
  app.sql`select role from organization_members where user_id = ${user.userId} and organization_id = ${owner.org}`;

beforeAll(async () => {
  ({ smtp, app } = await startStackWithSmtp("HR Assistent <hr@voorbeeld.nl>"));
  owner = await app.signUpOwner("baas@uitnodiging.nl", "Bea Baas");
  invitee = await app.signUp("gast@uitnodiging.nl", "Gijs Gast");
  outsider = await app.signUp("vreemd@uitnodiging.nl", "Vera Vreemd");
  invitationId = randomUUID();
  await app.sql`insert into organization_invitations (id, organization_id, email, invited_by_user_id, role, expires_at)
    values (${invitationId}, ${owner.org}, 'GAST@uitnodiging.nl', ${owner.userId}, 'admin', now() + interval '7 days')`;
});
afterAll(async () => {
  await app?.stop();
});

describe("accepting an invitation needs a verified address", () => {
  it("an unverified user with the invited address is told to verify first and is not let in", async () => {
    const refused = await post(invitee, "accept");
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: "email_unverified",
      title: nl.notifications.unverifiedTitle,
      description: nl.notifications.unverifiedDescription,
    });
    expect(await membership(invitee)).toHaveLength(0);
  });

  it("a user with another address can neither accept nor ask for the mail, verified or not", async () => {
    expect((await post(outsider, "send-verification")).status).toBe(404);
    await app.sql`update auth."user" set "emailVerified" = true where id = ${outsider.userId}`;
    expect((await post(outsider, "accept")).status).toBe(404);
    expect(await membership(outsider)).toHaveLength(0);
    expect(smtp.received.filter((m) => m.to.includes("vreemd@uitnodiging.nl") && /Bevestig/.test(m.raw))).toEqual([]);
  });

  it("after following the link in the verification mail the invited user can accept", async () => {
    const sent = await post(invitee, "send-verification");
    expect(sent).toEqual({ status: 200, body: { sent: true } });
    const mail = await eventually(
      () =>
        smtp.received.find(
          (m) => m.to.includes("gast@uitnodiging.nl") && m.raw.includes(`Subject: ${nl.email.verifySubject}`),
        ),
      20_000,
    );
    const body = mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const link = body.match(/https?:\/\/\S+\/verify-email\?\S+/)?.[0];
    expect(link).toBeDefined();
    const follow = await fetch(link as string, { redirect: "manual" });
    expect(follow.status).toBe(302);
    expect(follow.headers.get("location")).toMatch(/\/dashboard$/);

    const accepted = await post(invitee, "accept");
    expect(accepted).toEqual({ status: 200, body: { ok: true, organizationId: owner.org } });
    expect(await membership(invitee)).toEqual([{ role: "admin" }]);
    // Verified and accepted: nothing is left to send.
    expect((await post(invitee, "send-verification")).status).toBe(404);
  });
});
