import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import { type Stack, startStack } from "../support/stack.ts";
import { startApp } from "../support/start-app.ts";
import { eventually, signUpUser } from "../support/zero-client.ts";

// Accounts and sessions attacked over HTTP. The app trusts x-forwarded-for as its proxy's
// header, so each request below can come from a machine of its own, as from a botnet.
const ACCOUNT_MAX = 3;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({
    env: {
      TRUSTED_PROXY_HEADER: "x-forwarded-for",
      AUTH_RATE_LIMIT_MAX: "100",
      AUTH_ACCOUNT_RATE_LIMIT_MAX: String(ACCOUNT_MAX),
      AUTH_ACCOUNT_RATE_LIMIT_WINDOW_SECONDS: "900",
    },
  });
}, 400_000);
afterAll(async () => {
  await stack?.stop();
});

type Reply = { status: number; headers: Headers; body: any };
async function post(path: string, body: string, headers: Record<string, string>): Promise<Reply> {
  // Bounded, so a request that hangs on a lock the test holds fails instead of waiting for it.
  const res = await fetch(`${stack.url}${path}`, {
    method: "POST",
    headers: { origin: stack.url, ...headers },
    body,
    signal: AbortSignal.timeout(8_000),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text.startsWith("{") ? JSON.parse(text) : text };
}
const json = (path: string, body: unknown, from: string) =>
  post(path, JSON.stringify(body), { "content-type": "application/json", "x-forwarded-for": from });
const signIn = (email: string, password: string, from: string) =>
  json("/api/auth/sign-in/email", { email, password }, from);

const accountRefusal = {
  code: "rate_limited",
  title: nl.http.tooManyRequests,
  description: nl.http.tooManyAccountAttempts,
};

describe("guessing one account's password from many machines", () => {
  it("refuses sign-in past the account's count, whichever address or body form it comes from", async () => {
    await signUpUser(stack.url, "acc-sec-doel@voorbeeld.nl", "Doel", "geheim123", {
      "x-forwarded-for": "198.51.100.1",
    });
    // Each guess from another address: the count per address never fills.
    for (let i = 0; i < ACCOUNT_MAX - 1; i++)
      expect((await signIn("acc-sec-doel@voorbeeld.nl", `gok-${i}`, `203.0.113.${i + 10}`)).status).toBe(401);
    // A form post and another spelling of the address count for the same account.
    const form = await post("/api/auth/sign-in/email", "email=ACC-SEC-Doel%40voorbeeld.nl&password=gok-form", {
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": "203.0.113.30",
    });
    expect(form.status).toBe(401);
    const refused = await signIn("acc-sec-doel@voorbeeld.nl", "geheim123", "203.0.113.31");
    expect(refused).toMatchObject({ status: 429, body: { error: accountRefusal } });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(60);
    // Another account from an address that took part is not held up; nor is an address
    // unknown to the app told anything different (the count is per address named).
    expect((await signIn("acc-sec-ander@voorbeeld.nl", "gok", "203.0.113.10")).status).toBe(401);
    for (let i = 0; i < ACCOUNT_MAX; i++)
      expect((await signIn("acc-sec-niemand@voorbeeld.nl", "gok", `203.0.113.${i + 40}`)).status).toBe(401);
    expect(await signIn("acc-sec-niemand@voorbeeld.nl", "gok", "203.0.113.50")).toMatchObject({
      status: 429,
      body: { error: accountRefusal },
    });
  });

  it("limits reset mails to one inbox from many machines, and sends none when refusing", async () => {
    await signUpUser(stack.url, "acc-sec-inbox@voorbeeld.nl", "Inbox", "geheim123", {
      "x-forwarded-for": "198.51.100.2",
    });
    const ask = (from: string) =>
      json("/api/auth/request-password-reset", { email: "acc-sec-inbox@voorbeeld.nl", redirectTo: "/auth" }, from);
    for (let i = 0; i < ACCOUNT_MAX; i++) expect((await ask(`203.0.113.${i + 60}`)).status).toBe(200);
    expect(await ask("203.0.113.70")).toMatchObject({ status: 429, body: { error: accountRefusal } });
    // The tokens are made after the answer: wait for the allowed ones, then none more.
    const tokens = async () =>
      (
        await stack.sql`select count(*)::int as n from auth.verification v join auth."user" u on v.value = u.id
          where u.email = 'acc-sec-inbox@voorbeeld.nl' and v.identifier like 'reset-password:%'`
      )[0].n as number;
    await eventually(async () => (await tokens()) >= ACCOUNT_MAX, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await tokens()).toBe(ACCOUNT_MAX);
  });
});

describe("verification mails through an invitation", () => {
  it("are counted per inbox: someone signed up with another's address cannot mail it without end", async () => {
    // The attacker owns an organisation (every sign-up does) and invites an address that is
    // not theirs, then signs up with that address too (unverified) and asks for the mail.
    const inviter = await signUpUser(stack.url, "acc-sec-afzender@voorbeeld.nl", "Afzender", "geheim123", {
      "x-forwarded-for": "198.51.100.5",
    });
    const [{ organization_id: org }] =
      await stack.sql`select organization_id from organization_members where user_id = ${inviter.userId}`;
    const squatter = await signUpUser(stack.url, "acc-sec-slachtoffer@voorbeeld.nl", "Niet Ik", "geheim123", {
      "x-forwarded-for": "198.51.100.6",
    });
    const invitation = crypto.randomUUID();
    await stack.sql`insert into organization_invitations (id, organization_id, email, invited_by_user_id, role, expires_at)
      values (${invitation}, ${org}, 'acc-sec-slachtoffer@voorbeeld.nl', ${inviter.userId}, 'member', now() + interval '7 days')`;
    const ask = (from: string) =>
      post(`/api/invitations/${invitation}/send-verification`, "", {
        cookie: squatter.cookie,
        "x-forwarded-for": from,
      });
    for (let i = 0; i < ACCOUNT_MAX; i++)
      expect(await ask(`203.0.113.${i + 90}`)).toMatchObject({ status: 200, body: { sent: true } });
    const refused = await ask("203.0.113.99");
    expect(refused).toMatchObject({ status: 429, body: { error: accountRefusal } });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(60);
    // better-auth's own endpoint shares the inbox's count.
    const direct = await json(
      "/api/auth/send-verification-email",
      { email: "acc-sec-slachtoffer@voorbeeld.nl", callbackURL: "/" },
      "203.0.113.98",
    );
    expect(direct).toMatchObject({ status: 429, body: { error: accountRefusal } });
  });
});

describe("asking for a password reset", () => {
  it("answers alike and at once whether or not the address has an account (no timing tells)", async () => {
    await signUpUser(stack.url, "acc-sec-bestaat@voorbeeld.nl", "Bestaat", "geheim123", {
      "x-forwarded-for": "198.51.100.3",
    });
    const ask = async (email: string, from: string) => {
      const started = performance.now();
      const reply = await json("/api/auth/request-password-reset", { email, redirectTo: "/auth" }, from).catch(
        (error: Error) => ({ status: 0, headers: new Headers(), body: error.name }),
      );
      return { status: reply.status, body: reply.body, ms: performance.now() - started };
    };
    // While the token table is held, making a reset token waits; only an address with an
    // account makes one. Answering only after it was made told the two apart (the unknown
    // address answered, the known one hung until the lock went).
    let known: Awaited<ReturnType<typeof ask>> | undefined;
    let unknown: Awaited<ReturnType<typeof ask>> | undefined;
    await stack.sql.begin(async (tx) => {
      await tx`lock table auth.verification in exclusive mode`;
      [known, unknown] = await Promise.all([
        ask("acc-sec-bestaat@voorbeeld.nl", "203.0.113.80"),
        ask("acc-sec-bestaat-niet@voorbeeld.nl", "203.0.113.81"),
      ]);
    });
    expect(known?.status).toBe(200);
    expect(known?.body).toEqual(unknown?.body);
    // The reset is still made once the table is free again.
    await eventually(
      async () =>
        (
          await stack.sql`select 1 from auth.verification v join auth."user" u on v.value = u.id
            where u.email = 'acc-sec-bestaat@voorbeeld.nl' and v.identifier like 'reset-password:%'`
        ).length > 0,
      20_000,
    );
  });

  it("refuses a body without a valid address in Dutch, and makes nothing", async () => {
    const reply = await json("/api/auth/request-password-reset", { email: "geen-adres" }, "203.0.113.82");
    expect(reply).toMatchObject({
      status: 400,
      body: { error: { code: "invalid_input", title: nl.auth.invalidEmail } },
    });
  });
});

describe("the demo seed and platform roles", () => {
  const seed = (env: Record<string, string>) =>
    promisify(execFile)(process.execPath, ["server/seed/main.ts"], {
      env: { ...process.env, DATABASE_URL: stack.databaseUrl, ...env },
      timeout: 120_000,
    });

  it("never makes an account someone signed up with the demo super admin's address a super admin", async () => {
    const squatter = await signUpUser(stack.url, "superadmin@demo.nl", "Niet Sam", "eigen-geheim", {
      "x-forwarded-for": "198.51.100.4",
    });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "acc-sec-seed-"));
    try {
      await seed({ DATA_DIR: dataDir });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    expect(await stack.sql`select role from user_roles where user_id = ${squatter.userId}`).toEqual([]);
    const me = await fetch(`${stack.url}/api/me`, { headers: { cookie: squatter.cookie } });
    expect(await me.json()).toMatchObject({ platformRole: null });
    // The rest of the demo is there.
    expect(await stack.sql`select 1 from auth."user" where email = 'eigenaar@demo.nl'`).toHaveLength(1);
  });

  it("refuses to seed a production installation", async () => {
    const before = await stack.sql`select count(*)::int as n from auth."user" where email like '%@demo.nl'`;
    await expect(seed({ NODE_ENV: "production", DATA_DIR: os.tmpdir() })).rejects.toThrow(/NODE_ENV=production/);
    expect(await stack.sql`select count(*)::int as n from auth."user" where email like '%@demo.nl'`).toEqual(before);
  });
});

describe("the session cookie in production", () => {
  it("refuses to start on a public http address, where the cookie would go without Secure", async () => {
    const production = { NODE_ENV: "production", SMTP_URL: "smtp://127.0.0.1:1", APP_SECRET: "s".repeat(40) };
    await expect(
      startApp({ env: { ...production, PUBLIC_URL: "http://hr.voorbeeld.nl" }, timeoutMs: 60_000 }),
    ).rejects.toThrow(/PUBLIC_URL must be an https address in production/);
  });
});
