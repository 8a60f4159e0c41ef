import { Hono } from "hono";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { nl } from "../../common/i18n/nl.ts";
import type { EffectiveRole } from "../../common/zero/roles.ts";
import type { Auth } from "../auth/create-auth.ts";
import type { Db } from "../db/connect.ts";
import { handleError } from "./on-error.ts";
import { callerGuards } from "./require-role.ts";
import { validate } from "./validate.ts";

// Who is what where: user id → organisation id → role.
const roles: Record<string, Record<string, EffectiveRole>> = {
  owner: { orgA: "owner" },
  member: { orgA: "member" },
  platform: {},
};
const roleLookups = vi.fn();
vi.mock("../organizations/effective-role.ts", () => ({
  effectiveRoleOf: async (_db: Db, userId: string, organizationId: string) => {
    roleLookups(userId, organizationId);
    return userId === "platform" ? "milo_admin" : (roles[userId]?.[organizationId] ?? null);
  },
}));

// The session is whoever the cookie names.
const auth = {
  api: {
    getSession: async ({ headers }: { headers: Headers }) => {
      const id = headers.get("cookie");
      return id ? { user: { id, email: `${id}@voorbeeld.nl`, name: id } } : null;
    },
  },
} as unknown as Auth;

function app() {
  const { requireRole, requireSession } = callerGuards({ auth, db: {} as Db });
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
  const call = async (path: string, as?: string, init: RequestInit & { org?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (as) headers.set("cookie", as);
    if (init.org) headers.set("x-organization-id", init.org);
    const res = await root.request(path, { ...init, headers });
    return { status: res.status, body: await res.json() };
  };
  return { call, handled };
}

beforeEach(() => roleLookups.mockClear());

describe("the HTTP seam", () => {
  it("refuses without a session with 401 in the envelope", async () => {
    const { call, handled } = app();
    expect(await call("/read", undefined, { org: "orgA" })).toEqual({
      status: 401,
      body: { error: { code: "unauthenticated", title: nl.http.notSignedIn } },
    });
    expect((await call("/me")).status).toBe(401);
    expect(handled).not.toHaveBeenCalled();
  });

  it("refuses without an organisation, and a stranger, with 404 before the handler runs", async () => {
    const { call, handled } = app();
    expect(await call("/read", "owner")).toMatchObject({ status: 404, body: { error: { code: "no_organization" } } });
    expect(await call("/read", "owner", { org: "orgB" })).toEqual({
      status: 404,
      body: { error: { code: "not_member", title: nl.http.noAccess } },
    });
    expect(handled).not.toHaveBeenCalled();
  });

  it("refuses a member on an admin route with 403 and the route's own Dutch texts", async () => {
    const { call, handled } = app();
    expect(await call("/change", "member", { method: "POST", org: "orgA" })).toEqual({
      status: 403,
      body: { error: { code: "forbidden", title: "Kon niet opslaan", description: "Geen toegang" } },
    });
    expect(handled).not.toHaveBeenCalled();
    expect((await call("/change", "owner", { method: "POST", org: "orgA" })).status).toBe(200);
  });

  it("hands the handler the user, organisation and role; platform roles count as membership", async () => {
    const { call } = app();
    expect((await call("/me", "owner")).body).toEqual({ id: "owner", email: "owner@voorbeeld.nl", name: "owner" });
    expect(await call("/read", "member", { org: "orgA" })).toEqual({
      status: 200,
      body: { organizationId: "orgA", role: "member" },
    });
    expect((await call("/read", "platform", { org: "orgZ" })).body).toEqual({
      organizationId: "orgZ",
      role: "milo_admin",
    });
  });

  it("takes the organisation from the path where a route says so", async () => {
    const { call } = app();
    expect(await call("/things/orgA", "member")).toEqual({ status: 200, body: { organizationId: "orgA" } });
    expect(await call("/things/orgB", "member")).toEqual({
      status: 404,
      body: { error: { code: "not_member", title: "Niets gevonden" } },
    });
  });

  it("resolves the role once when a router and a route both ask", async () => {
    const { call } = app();
    expect((await call("/nested/admin-only", "owner", { method: "POST", org: "orgA" })).status).toBe(200);
    expect(roleLookups).toHaveBeenCalledTimes(1);
    expect((await call("/nested/admin-only", "member", { method: "POST", org: "orgA" })).body).toEqual({
      error: { code: "forbidden", title: nl.http.noAccess },
    });
  });
});

describe("the error envelope", () => {
  const json = (body: string) => ({
    method: "POST",
    org: "orgA",
    headers: { "content-type": "application/json" },
    body,
  });

  it("carries validation failures with the route's Dutch text", async () => {
    const { call } = app();
    expect(await call("/ask", "member", json(JSON.stringify({ question: "  " })))).toEqual({
      status: 400,
      body: { error: { code: "invalid_input", title: nl.faq.questionFirst } },
    });
    expect(await call("/ask", "member", json(JSON.stringify({ question: "Hoeveel vakantiedagen?" })))).toEqual({
      status: 200,
      body: { question: "Hoeveel vakantiedagen?" },
    });
  });

  it("turns malformed JSON into invalid_input and a bug into the generic message", async () => {
    const { call } = app();
    expect(await call("/ask", "member", json("{"))).toEqual({
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
