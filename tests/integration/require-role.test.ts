import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { Kysely } from "kysely";
import { PostgresJSDialect } from "kysely-postgres-js";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { nl } from "../../common/i18n/nl.ts";
import type { Auth } from "../../server/auth/create-auth.ts";
import type { Database } from "../../server/db/types.ts";
import { handleError } from "../../server/http/on-error.ts";
import { callerGuards } from "../../server/http/require-role.ts";
import { validate } from "../../server/http/validate.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import type { TestUser } from "../support/zero-client.ts";

// The HTTP seam against the real parts: sessions from the running app's better-auth, roles
// from its Postgres (memberships, platform roles, organisations) through the real
// effectiveRoleOf. Routes of its own, so every refusal can be seen before a handler runs.
let stack: Stack;
let sql: postgres.Sql;
let owner: Owner; // owner of organisation A
let member: TestUser; // member of A
let platform: TestUser; // milo_admin, member of nothing
let stranger: Owner; // owner of organisation B only
/** Queries against organization_members: how often a role was looked up. */
let roleLookups = 0;

beforeAll(async () => {
  stack = await startStack();
  owner = await stack.signUpOwner("seam-owner@a.nl", "Olga Owner");
  member = await stack.signUpMember(owner.org, "seam-member@a.nl", "Mats Member");
  platform = await stack.signUp("seam-platform@milo.nl", "Pia Platform");
  await stack.sql`insert into user_roles (user_id, role) values (${platform.userId}, 'milo_admin')`;
  stranger = await stack.signUpOwner("seam-stranger@b.nl", "Stan Stranger");
  sql = postgres(stack.databaseUrl, { max: 2, onnotice: () => {} });
}, 120_000);
afterAll(async () => {
  await sql?.end();
  await stack?.stop();
});

// better-auth as the app runs it: the session is whatever the app's own endpoint says the cookie is.
const auth = {
  api: {
    getSession: async ({ headers }: { headers: Headers }) => {
      const cookie = headers.get("cookie");
      if (!cookie) return null;
      const res = await fetch(`${stack.url}/api/auth/get-session`, { headers: { cookie } });
      return res.ok ? await res.json() : null;
    },
  },
} as unknown as Auth;

function app() {
  const db = new Kysely<Database>({
    dialect: new PostgresJSDialect({ postgres: sql }),
    log: (event) => {
      if (event.level === "query" && event.query.sql.includes('"organization_members"')) roleLookups += 1;
    },
  });
  const { requireRole, requireSession } = callerGuards({ auth, db });
  const handled = vi.fn();
  const routes = new Hono()
    .get("/me", requireSession(), (c) => c.json(c.var.user))
    .get("/read", requireRole("member"), (c) => {
      handled();
      return c.json({ organizationId: c.var.organizationId, role: c.var.role });
    })
    .post(
      "/change",
      requireRole("admin", { forbidden: { title: "Kon niet opslaan", description: "Geen toegang" } }),
      (c) => {
        handled();
        return c.json({ ok: true });
      },
    )
    .get(
      "/things/:org",
      requireRole("member", { organization: (c) => c.req.param("org"), notMember: { title: "Niets gevonden" } }),
      (c) => c.json({ organizationId: c.var.organizationId }),
    )
    .post(
      "/ask",
      requireRole("member"),
      validate("json", z.object({ question: z.string().trim().min(1) }), { title: nl.faq.questionFirst }),
      (c) => c.json(c.req.valid("json")),
    )
    .get("/boom", () => {
      throw new Error("bug");
    });
  const nested = new Hono()
    .use(requireRole("member"))
    .post("/admin-only", requireRole("admin"), (c) => c.json({ ok: true }));
  const root = new Hono().route("/", routes).route("/nested", nested);
  root.onError(handleError);
  const call = async (path: string, as?: TestUser, init: RequestInit & { org?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (as) headers.set("cookie", as.cookie);
    if (init.org) headers.set("x-organization-id", init.org);
    const res = await root.request(path, { ...init, headers });
    return { status: res.status, body: await res.json() };
  };
  return { call, handled };
}

describe("the HTTP seam", () => {
  it("refuses without a session, or with one that is not real, with 401 in the envelope", async () => {
    const { call, handled } = app();
    const unauthenticated = { status: 401, body: { error: { code: "unauthenticated", title: nl.http.notSignedIn } } };
    expect(await call("/read", undefined, { org: owner.org })).toEqual(unauthenticated);
    const forged = { ...owner, cookie: "better-auth.session_token=forged.value" };
    expect(await call("/read", forged, { org: owner.org })).toEqual(unauthenticated);
    expect((await call("/me")).status).toBe(401);
    expect(handled).not.toHaveBeenCalled();
  });

  it("refuses without an organisation, a stranger, and an organisation that does not exist with 404", async () => {
    const { call, handled } = app();
    expect(await call("/read", owner)).toMatchObject({ status: 404, body: { error: { code: "no_organization" } } });
    const notMember = { status: 404, body: { error: { code: "not_member", title: nl.http.noAccess } } };
    expect(await call("/read", stranger, { org: owner.org })).toEqual(notMember);
    expect(await call("/read", owner, { org: randomUUID() })).toEqual(notMember);
    // A platform role counts as membership of organisations that exist, not of made-up ids.
    expect(await call("/read", platform, { org: randomUUID() })).toEqual(notMember);
    expect(await call("/read", platform, { org: "orgZ" })).toEqual(notMember);
    expect(handled).not.toHaveBeenCalled();
  });

  it("refuses a member on an admin route with 403 and the route's own Dutch texts", async () => {
    const { call, handled } = app();
    expect(await call("/change", member, { method: "POST", org: owner.org })).toEqual({
      status: 403,
      body: { error: { code: "forbidden", title: "Kon niet opslaan", description: "Geen toegang" } },
    });
    expect(handled).not.toHaveBeenCalled();
    expect((await call("/change", owner, { method: "POST", org: owner.org })).status).toBe(200);
    expect((await call("/change", stranger, { method: "POST", org: owner.org })).status).toBe(404);
  });

  it("hands the handler the user, organisation and role; a platform role counts as membership", async () => {
    const { call } = app();
    expect((await call("/me", owner)).body).toMatchObject({ id: owner.userId, email: owner.email });
    expect(await call("/read", member, { org: owner.org })).toEqual({
      status: 200,
      body: { organizationId: owner.org, role: "member" },
    });
    expect(await call("/read", owner, { org: owner.org })).toEqual({
      status: 200,
      body: { organizationId: owner.org, role: "owner" },
    });
    expect(await call("/read", platform, { org: stranger.org })).toEqual({
      status: 200,
      body: { organizationId: stranger.org, role: "milo_admin" },
    });
  });

  it("takes the organisation from the path where a route says so", async () => {
    const { call } = app();
    expect(await call(`/things/${owner.org}`, member)).toEqual({ status: 200, body: { organizationId: owner.org } });
    expect(await call(`/things/${stranger.org}`, member)).toEqual({
      status: 404,
      body: { error: { code: "not_member", title: "Niets gevonden" } },
    });
  });

  it("resolves the role once when a router and a route both ask", async () => {
    const { call } = app();
    roleLookups = 0;
    expect((await call("/nested/admin-only", owner, { method: "POST", org: owner.org })).status).toBe(200);
    expect(roleLookups).toBe(1);
    expect((await call("/nested/admin-only", member, { method: "POST", org: owner.org })).body).toEqual({
      error: { code: "forbidden", title: nl.http.noAccess },
    });
  });

  it("loses access the moment the membership goes", async () => {
    const { call } = app();
    const leaving = await stack.signUpMember(owner.org, "seam-leaving@a.nl", "Lea Leaving");
    expect((await call("/read", leaving, { org: owner.org })).status).toBe(200);
    await stack.sql`delete from organization_members where user_id = ${leaving.userId}`;
    expect((await call("/read", leaving, { org: owner.org })).status).toBe(404);
  });
});

describe("the error envelope", () => {
  const json = (body: string) => ({
    method: "POST",
    org: owner.org,
    headers: { "content-type": "application/json" },
    body,
  });

  it("carries validation failures with the route's Dutch text", async () => {
    const { call } = app();
    expect(await call("/ask", member, json(JSON.stringify({ question: "  " })))).toEqual({
      status: 400,
      body: { error: { code: "invalid_input", title: nl.faq.questionFirst } },
    });
    expect(await call("/ask", member, json(JSON.stringify({ question: "Hoeveel vakantiedagen?" })))).toEqual({
      status: 200,
      body: { question: "Hoeveel vakantiedagen?" },
    });
  });

  it("turns malformed JSON into invalid_input and a bug into the generic message", async () => {
    const { call } = app();
    expect(await call("/ask", member, json("{"))).toEqual({
      status: 400,
      body: { error: { code: "invalid_input", title: nl.http.invalidInput } },
    });
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await call("/boom")).toEqual({
      status: 500,
      body: { error: { code: "internal", title: nl.http.internal } },
    });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
