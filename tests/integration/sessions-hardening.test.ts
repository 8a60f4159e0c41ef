import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WS from "ws";
import { nl } from "../../common/i18n/nl.ts";
import { type Stack, startStack } from "../support/stack.ts";
import { type RunningApp, startApp } from "../support/start-app.ts";
import { connectZero, signUpUser } from "../support/zero-client.ts";

// Two app processes on one database, as production scales out: `one` is the whole local
// stack, `two` a second app (and worker) on its Postgres and zero-cache. Both allow three
// attempts per action and address; `two` sits behind a proxy it trusts (x-forwarded-for).
const MAX = 3;
const FOREIGN = "https://kwaadwillend.example";
const ALLOWED = "https://beheer.voorbeeld.nl";

let one: Stack;
let two: RunningApp;
beforeAll(async () => {
  // Every app server of one deployment shares APP_SECRET (it signs the session cookies that
  // zero-cache forwards to whichever of them it calls).
  const limits = {
    AUTH_RATE_LIMIT_MAX: String(MAX),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: "600",
    ALLOWED_ORIGINS: ALLOWED,
    APP_SECRET: "gedeeld-geheim-van-beide-app-servers-0123456789",
  };
  one = await startStack({ env: limits });
  two = await startApp({
    env: {
      ...limits,
      DATABASE_URL: one.databaseUrl,
      ZERO_CACHE_URL: one.zeroCacheUrl,
      TRUSTED_PROXY_HEADER: "x-forwarded-for",
    },
  });
}, 400_000);
// The second process first: it uses the first one's database and zero-cache.
afterAll(async () => {
  await two?.stop();
  await one?.stop();
});

type Reply = { status: number; headers: Headers; body: any };
async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return { status: res.status, headers: res.headers, body: parsed };
}

const signIn = (app: Pick<RunningApp, "url">, headers: Record<string, string> = {}) =>
  post(
    `${app.url}/api/auth/sign-in/email`,
    { email: "niemand@voorbeeld.nl", password: "verkeerd-wachtwoord" },
    { origin: app.url, ...headers },
  );

const tooMany = { code: "rate_limited", title: nl.http.tooManyRequests, description: nl.http.tooManyRequestsHint };
const foreign = { code: "foreign_origin", title: nl.http.foreignOrigin, description: nl.http.foreignOriginHint };

describe("rate limits on sign-in, sign-up, password reset and invitations", () => {
  it("refuses attempt N+1 with 429, Retry-After and the Dutch envelope, shared by both app processes", async () => {
    // A forged X-Forwarded-For per attempt: `one` trusts no proxy, so it counts them all as
    // the socket's address (127.0.0.1).
    for (let i = 0; i < MAX; i++)
      expect((await signIn(one, { "x-forwarded-for": `203.0.113.${i + 1}` })).status).toBe(401);
    const refused = await signIn(one, { "x-forwarded-for": "203.0.113.99" });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: tooMany });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(600);

    // `two` trusts its proxy's header: the same client (127.0.0.1 as its proxy reports it)
    // is refused there too, because the count lives in Postgres; another client is not.
    expect((await signIn(two, { "x-forwarded-for": "127.0.0.1" })).status).toBe(429);
    expect((await signIn(two, { "x-forwarded-for": "198.51.100.7" })).status).toBe(401);
    // Of a list, only the last entry (the one the trusted proxy added) counts.
    expect((await signIn(two, { "x-forwarded-for": "198.51.100.8, 127.0.0.1" })).status).toBe(429);
  });

  it("limits sign-up and password-reset requests the same way, and creates nothing when refusing", async () => {
    const client = { "x-forwarded-for": "198.51.100.20" };
    for (let i = 0; i < MAX; i++) await signUpUser(two.url, `limiet-${i}@voorbeeld.nl`, "Limiet", "geheim123", client);
    const fourth = await post(
      `${two.url}/api/auth/sign-up/email`,
      { email: "limiet-vier@voorbeeld.nl", password: "geheim123", name: "Vier" },
      { origin: two.url, ...client },
    );
    expect(fourth).toMatchObject({ status: 429, body: { error: tooMany } });
    expect(await one.sql`select 1 from profiles where email = 'limiet-vier@voorbeeld.nl'`).toHaveLength(0);

    const reset = () =>
      post(
        `${two.url}/api/auth/request-password-reset`,
        { email: "limiet-0@voorbeeld.nl", redirectTo: "/reset-password" },
        { origin: two.url, "x-forwarded-for": "198.51.100.21" },
      );
    for (let i = 0; i < MAX; i++) expect((await reset()).status).toBe(200);
    expect(await reset()).toMatchObject({ status: 429, body: { error: tooMany } });

    // The verification mail is asked for without a session, so it has its own count too.
    const verify = () =>
      post(
        `${two.url}/api/auth/send-verification-email`,
        { email: "limiet-0@voorbeeld.nl", callbackURL: "/" },
        { origin: two.url, "x-forwarded-for": "198.51.100.22" },
      );
    for (let i = 0; i < MAX; i++) expect((await verify()).status).not.toBe(429);
    expect(await verify()).toMatchObject({ status: 429, body: { error: tooMany } });
  });

  it("limits accepting invitations, our own route", async () => {
    const user = await signUpUser(two.url, "uitgenodigd@voorbeeld.nl", "Uitgenodigd", "geheim123", {
      "x-forwarded-for": "198.51.100.30",
    });
    const accept = () =>
      post(
        `${two.url}/api/invitations/${randomUUID()}/accept`,
        {},
        { origin: two.url, cookie: user.cookie, "x-forwarded-for": "198.51.100.31" },
      );
    for (let i = 0; i < MAX; i++) expect((await accept()).status).toBe(404);
    const refused = await accept();
    expect(refused).toMatchObject({ status: 429, body: { error: tooMany } });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("origin checks", () => {
  it("refuses state-changing API calls from a foreign origin with 403 and changes nothing", async () => {
    const client = { "x-forwarded-for": "198.51.100.40" };
    const signUp = await post(
      `${two.url}/api/auth/sign-up/email`,
      { email: "vreemd@voorbeeld.nl", password: "geheim123", name: "Vreemd" },
      { origin: FOREIGN, ...client },
    );
    expect(signUp).toMatchObject({ status: 403, body: { error: foreign } });
    expect(await one.sql`select 1 from profiles where email = 'vreemd@voorbeeld.nl'`).toHaveLength(0);

    const user = await signUpUser(two.url, "eigen@voorbeeld.nl", "Eigen", "geheim123", client);
    const [{ organization_id: org }] = await one.sql`select organization_id from organization_members m
      join profiles p on p.user_id = m.user_id where p.email = 'eigen@voorbeeld.nl'`;
    // Our routes, and the mutate endpoint as a browser on another site could reach it.
    for (const path of [`/api/invitations/${randomUUID()}/accept`, "/api/knowledge/search", "/api/zero/mutate"]) {
      const res = await post(
        `${two.url}${path}`,
        { question: "vakantie" },
        {
          origin: FOREIGN,
          cookie: user.cookie,
          "x-organization-id": org,
        },
      );
      expect(res, path).toMatchObject({ status: 403, body: { error: foreign } });
    }
    // A browser that sends no Origin still says where it comes from.
    const crossSite = await post(
      `${two.url}/api/auth/sign-out`,
      {},
      { cookie: user.cookie, "sec-fetch-site": "cross-site" },
    );
    expect(crossSite).toMatchObject({ status: 403, body: { error: foreign } });
    // Still signed in: the refused sign-out changed nothing.
    const session = await fetch(`${two.url}/api/auth/get-session`, { headers: { cookie: user.cookie } });
    expect(await session.json()).toMatchObject({ user: { email: "eigen@voorbeeld.nl" } });
  });

  it("lets the configured extra origin in, and machine callers (no Origin) through", async () => {
    const allowed = await post(
      `${two.url}/api/auth/sign-in/email`,
      { email: "niemand@voorbeeld.nl", password: "verkeerd-wachtwoord" },
      { origin: ALLOWED, "x-forwarded-for": "198.51.100.50" },
    );
    expect(allowed.status).toBe(401);
    // Twilio's webhooks are not ours to check for an Origin: their signature decides.
    const webhook = await post(`${two.url}/api/webhooks/twilio/${randomUUID()}`, {}, { origin: FOREIGN });
    expect(webhook.body).not.toMatchObject({ error: foreign });
    // zero-cache calls /api/zero/query and /mutate server-to-server with the cookie and the
    // Origin of the browser's WebSocket: a real client connects and syncs. (Through `one`:
    // the shared zero-cache calls `one`'s API, whose PUBLIC_URL is that origin; in
    // production every app server has the same PUBLIC_URL.)
    const user = await signUpUser(two.url, `zero-${randomUUID()}@voorbeeld.nl`, "Zero", "geheim123", {
      "x-forwarded-for": "198.51.100.51",
    });
    const zero = await connectZero(one.url, user);
    await zero.close();
  });

  it("refuses the /zero WebSocket upgrade from a foreign origin", async () => {
    const user = await signUpUser(two.url, "socket@voorbeeld.nl", "Socket", "geheim123", {
      "x-forwarded-for": "198.51.100.60",
    });
    const status = (origin: string) =>
      new Promise<number>((resolve) => {
        const url = `${two.url.replace("http", "ws")}/zero/sync/v51/connect?clientID=x&clientGroupID=y&userID=${user.userId}`;
        const ws = new WS(url, { headers: { origin, cookie: user.cookie } });
        ws.on("unexpected-response", (_req, res) => {
          resolve(res.statusCode ?? 0);
          ws.terminate();
        });
        ws.on("open", () => {
          resolve(101);
          ws.close();
        });
        ws.on("error", () => resolve(0));
      });
    expect(await status(FOREIGN)).toBe(403);
    expect(await status(two.url)).toBe(101);
  });
});

describe("the dev mailbox", () => {
  it("is served by the local launcher, to this machine only", async () => {
    const res = await fetch(`${one.url}/dev/mailbox`);
    expect(await res.text()).toContain(nl.devMailbox.title);
  });

  it("refuses to start in production without SMTP or APP_SECRET, and on a public address when asked for", async () => {
    await expect(startApp({ env: { NODE_ENV: "production" }, timeoutMs: 60_000 })).rejects.toThrow(
      /SMTP_URL is required/,
    );
    await expect(
      startApp({ env: { DEV_MAILBOX: "on", PUBLIC_URL: "https://hr.voorbeeld.nl" }, timeoutMs: 60_000 }),
    ).rejects.toThrow(/DEV_MAILBOX=on needs a localhost PUBLIC_URL/);
    // Nor without APP_SECRET: a generated one would open none of the stored credentials.
    await expect(
      startApp({ env: { NODE_ENV: "production", SMTP_URL: "smtp://127.0.0.1:1" }, timeoutMs: 60_000 }),
    ).rejects.toThrow(/APP_SECRET is required in production/);
  });
});

describe("the built client", () => {
  it("serves hashed assets for a year, answers a missing one with 404 (never the page), and routes the rest to the app", async () => {
    const page = await fetch(`${one.url}/dashboard/inbox`);
    expect(page.headers.get("content-type")).toContain("text/html");
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${one.url}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    // An old tab after a deploy asks for a chunk that is gone: a cached HTML page under a
    // script's name would break it for a year.
    const gone = await fetch(`${one.url}/assets/index-weg123.js`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get("content-type")).not.toContain("text/html");
    expect(gone.headers.get("cache-control") ?? "").not.toContain("immutable");
  });
});
