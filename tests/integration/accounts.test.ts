import { getMigrations } from "better-auth/db/migration";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuth } from "../../server/auth/create-auth.ts";
import { readEnv } from "../../server/config.ts";
import { connectDb, connectSql } from "../../server/db/connect.ts";
import { listDevMail } from "../../server/integrations/email/dev-mailbox.ts";
import { type Stack, startStack } from "../support/stack.ts";

let app: Stack;
let sql: postgres.Sql;

async function signUpHttp(email: string, name = "Test Persoon", password = "geheim123") {
  const res = await fetch(`${app.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.url },
    body: JSON.stringify({ email, password, name }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const [{ user_id }] = await sql`select user_id from profiles where email = ${email}`;
  return { cookie, userId: user_id as string };
}

async function waitFor<T>(fn: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const v = await fn();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("timed out");
}

beforeAll(async () => {
  app = await startStack();
  sql = postgres(app.databaseUrl, { max: 2, onnotice: () => {} });
});
afterAll(async () => {
  await sql?.end();
  await app?.stop();
});

describe("accounts", () => {
  it("better-auth's tables match what it expects (no pending auth migrations)", async () => {
    const authSql = connectSql(app.databaseUrl, { max: 1, searchPath: "auth" });
    const db = connectDb(connectSql(app.databaseUrl, { max: 1 }));
    const authDb = connectDb(authSql);
    const env = readEnv({ DATA_DIR: app.dataDir });
    const auth = createAuth(
      {
        env,
        port: app.port,
        publicUrl: app.url,
        databaseUrl: app.databaseUrl,
        appSecret: "s".repeat(48),
        previousAppSecrets: [],
        zeroCacheUrl: app.zeroCacheUrl,
        devMailbox: true,
        socialProviders: [],
      },
      { authDb, db },
    );
    const { toBeCreated, toBeAdded } = await getMigrations(auth.options);
    expect(toBeCreated).toEqual([]);
    expect(toBeAdded).toEqual([]);
    await Promise.all([authDb.destroy(), db.destroy()]);
    await authSql.end();
  });

  it("sign-up creates the profile, a first organisation owned by the user, and a welcome email", async () => {
    const email = "nieuw@voorbeeld.nl";
    const { userId } = await signUpHttp(email, "Nina Nieuw");
    const [profile] = await sql`select full_name, email from profiles where user_id = ${userId}`;
    expect(profile).toEqual({ full_name: "Nina Nieuw", email });
    const members = await sql`select role, o.enable_confetti, o.accent_color, o.chatbot_data_access
      from organization_members m join organizations o on o.id = m.organization_id where m.user_id = ${userId}`;
    expect(members).toHaveLength(1);
    expect(members[0]).toMatchObject({
      role: "owner",
      enable_confetti: true,
      accent_color: "#7A2FF3",
      chatbot_data_access: { employees: false, jobs: false, shifts: true },
    });
    const mail = await waitFor(async () => (await listDevMail(app.dataDir)).find((m) => m.to === email));
    expect(mail.subject).toBe("Welkom bij je AI HR-assistent");
    expect(mail.text).toContain(`${app.url}/dashboard`);
  });

  it("rejects a password shorter than 6 characters and changes nothing", async () => {
    const res = await fetch(`${app.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.url },
      body: JSON.stringify({ email: "kort@voorbeeld.nl", password: "12345", name: "Kort" }),
    });
    expect(res.status).toBe(400);
    expect(await sql`select 1 from profiles where email = 'kort@voorbeeld.nl'`).toHaveLength(0);
  });

  it("accepting an invitation makes the invited user a member; others cannot use it", async () => {
    const owner = await signUpHttp("baas@voorbeeld.nl", "Bea Baas");
    const invitee = await signUpHttp("gast@voorbeeld.nl", "Gijs Gast");
    const outsider = await signUpHttp("vreemd@voorbeeld.nl", "Vera Vreemd");
    const [{ organization_id: orgId }] =
      await sql`select organization_id from organization_members where user_id = ${owner.userId}`;
    const invitationId = crypto.randomUUID();
    await sql`insert into organization_invitations (id, organization_id, email, invited_by_user_id, role, expires_at)
      values (${invitationId}, ${orgId}, 'GAST@voorbeeld.nl', ${owner.userId}, 'admin', now() + interval '7 days')`;
    await sql`insert into notifications (id, user_id, type, title, data)
      values (${crypto.randomUUID()}, ${invitee.userId}, 'organization_invitation', 'Uitnodiging', ${sql.json({ invitation_id: invitationId })})`;

    const accept = (cookie: string, id = invitationId) =>
      fetch(`${app.url}/api/invitations/${id}/accept`, { method: "POST", headers: { cookie, origin: app.url } });

    expect((await accept(outsider.cookie)).status).toBe(404);
    expect(
      await sql`select 1 from organization_members where user_id = ${outsider.userId} and organization_id = ${orgId}`,
    ).toHaveLength(0);
    expect((await accept("")).status).toBe(401);

    // Only once the invitee has proved the address is theirs (the mail flow itself is in
    // invitation-verification.test.ts).
    expect((await accept(invitee.cookie)).status).toBe(403);
    await sql`update auth."user" set "emailVerified" = true where id = ${invitee.userId}`;
    const ok = await accept(invitee.cookie);
    expect(ok.status).toBe(200);
    const [member] =
      await sql`select role from organization_members where user_id = ${invitee.userId} and organization_id = ${orgId}`;
    expect(member.role).toBe("admin");
    const [inv] = await sql`select status from organization_invitations where id = ${invitationId}`;
    expect(inv.status).toBe("accepted");
    const [note] = await sql`select read_at from notifications where user_id = ${invitee.userId}`;
    expect(note.read_at).not.toBeNull();
    expect((await accept(invitee.cookie)).status).toBe(404);

    const expiredId = crypto.randomUUID();
    await sql`insert into organization_invitations (id, organization_id, email, role, expires_at)
      values (${expiredId}, ${orgId}, 'vreemd@voorbeeld.nl', 'member', now() - interval '1 day')`;
    expect((await accept(outsider.cookie, expiredId)).status).toBe(410);
  });
});
