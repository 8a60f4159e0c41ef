import { randomUUID } from "node:crypto";
import path from "node:path";
import fc from "fast-check";
import twilio from "twilio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import { createApp } from "../../server/app.ts";
import type { RuntimeConfig } from "../../server/config.ts";
import {
  anyJson,
  brokenObject,
  deepJson,
  expectEnvelope,
  fuzzOptions,
  hugeString,
  invitationsSent,
  nastyString,
  type RawBody,
  type RawReply,
  sendRaw,
  snapshotProductTables,
} from "../support/fuzz.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { projectRoot } from "../support/start-app.ts";
import type { TestUser } from "../support/zero-client.ts";

// Every HTTP route of the app, taken from the Hono app's own route list, gets malformed,
// oversized, wrong-type and missing input from callers with and without the right to call it.
// For each: never a 500 (the server stays healthy), never a change to any product table,
// and a refusal is a 4xx in the one envelope with a Dutch title from the catalogue.

/** How a route answers when it refuses: our envelope, or the protocol of the system that calls it. */
type Kind =
  | "envelope" // our API: { error: { code, title, description } } with a Dutch title
  | "auth" // better-auth's endpoints: its client reads its own { code, message } errors
  | "webhook" // Twilio's webhook: Twilio reads status codes, not bodies
  | "zero" // called by zero-cache: Zero's push/query protocol carries the errors
  | "page"; // HTML pages

type Spec = {
  kind: Kind;
  /** What the route reads: a JSON body (optionally with a near-valid template to break), a form, or nothing. */
  body: "json" | "form" | "none";
  template?: Record<string, unknown>;
  optional?: readonly string[];
  /**
   * The route changes nothing even when the input happens to be valid (a search, a read),
   * so a 2xx is fine; every other route must refuse each fuzzed call, which all carry a defect.
   */
  readOnly?: boolean;
};

const E164 = "+31612345678";
const SID = `AC${"0".repeat(32)}`;

/** Every route by Hono's `METHOD path`; a route missing here fails the suite by name. */
const routes: Record<string, Spec> = {
  "POST /api/webhooks/twilio/:organizationId": { kind: "webhook", body: "form" },
  // Fleks' webhook: no integration here has a signing secret, so every call is a 404 (an
  // unknown id) before the body is read; signed deliveries are in fleks-webhooks.test.ts.
  "POST /api/webhooks/fleks/:integrationId": {
    kind: "envelope",
    body: "json",
    template: { type: "shift.updated", data: { id: "s1" } },
  },
  "GET /api/auth/*": { kind: "auth", body: "none", readOnly: true },
  "POST /api/auth/*": { kind: "auth", body: "json", template: { email: "x@voorbeeld.nl", password: "geheim123" } },
  // Answered at once and alike for every address (the reset is made afterwards); a body
  // without a valid address is refused in the envelope.
  "POST /api/auth/request-password-reset": {
    kind: "envelope",
    body: "json",
    template: { email: "x@voorbeeld.nl", redirectTo: "/auth" },
    readOnly: true,
  },
  "GET /api/health": { kind: "page", body: "none", readOnly: true },
  "GET /api/config": { kind: "envelope", body: "none", readOnly: true },
  "GET /api/analytics/details": { kind: "envelope", body: "none", readOnly: true },
  "POST /api/inbox/search": { kind: "envelope", body: "json", template: { query: "loonstrook" }, readOnly: true },
  "GET /api/me": { kind: "envelope", body: "none", readOnly: true },
  "POST /api/invitations/:id/accept": { kind: "envelope", body: "none" },
  "POST /api/invitations/:id/send-verification": { kind: "envelope", body: "none" },
  "GET /api/invitations/:id/preview": { kind: "envelope", body: "none", readOnly: true },
  // Alice's organisation has no employees: every export and erasure is refused.
  "GET /api/employee-data/:id/export": { kind: "envelope", body: "none" },
  "POST /api/employee-data/:id/erase": { kind: "envelope", body: "json", template: { confirmation: "Eva Jansen" } },
  "GET /api/employee-data/conversations/:id/export": { kind: "envelope", body: "none" },
  // Fuzzed ids name no conversation: refused before anything is looked at further.
  "POST /api/employee-data/conversations/:id/erase": {
    kind: "envelope",
    body: "json",
    template: { confirmation: "+31612345678" },
  },
  "POST /api/accounts/delete": { kind: "envelope", body: "json", template: { email: "lid@voorbeeld.nl" } },
  "POST /api/branding/:kind": { kind: "envelope", body: "json" },
  // Alice has no logo or favicon: removing one changes nothing.
  "DELETE /api/branding/:kind": { kind: "envelope", body: "none", readOnly: true },
  "GET /api/branding/:organizationId/:file": { kind: "envelope", body: "none", readOnly: true },
  // Alice's organisation has no e-mail domain: verifying is refused, and looks nothing up.
  "POST /api/email-domain/verify": { kind: "envelope", body: "none" },
  "POST /api/documents": { kind: "envelope", body: "form" },
  "DELETE /api/documents/:id": { kind: "envelope", body: "none" },
  "POST /api/documents/:id/process": { kind: "envelope", body: "none" },
  "PUT /api/documents/:id/answers": { kind: "envelope", body: "json", template: { allowed: true } },
  "POST /api/knowledge/search": { kind: "envelope", body: "json", template: { question: "verlof" }, readOnly: true },
  "POST /api/faq-assist": {
    kind: "envelope",
    body: "json",
    template: { action: "answer", question: "Hoeveel vakantiedagen?", mode: "exact" },
    optional: ["mode"],
    readOnly: true,
  },
  "POST /api/assistant-test/messages": { kind: "envelope", body: "json", template: { phone: E164, message: "hoi" } },
  "GET /api/twilio/credentials": { kind: "envelope", body: "none", readOnly: true },
  "POST /api/twilio/credentials": {
    kind: "envelope",
    body: "json",
    template: { account_sid: SID, auth_token: "t".repeat(32), whatsapp_sender: E164 },
  },
  // Organisation A has no credentials: deleting them changes nothing.
  "DELETE /api/twilio/credentials": { kind: "envelope", body: "none", readOnly: true },
  "POST /api/twilio/test-message": { kind: "envelope", body: "json", template: { to: E164, message: "hoi" } },
  "GET /api/twilio/health": { kind: "envelope", body: "none", readOnly: true },
  "GET /api/twilio/subaccounts": { kind: "envelope", body: "none", readOnly: true },
  "POST /api/twilio/subaccounts": { kind: "envelope", body: "json", template: { friendly_name: "Utrecht" } },
  "PATCH /api/twilio/subaccounts": {
    kind: "envelope",
    body: "json",
    template: { account_sid: SID, status: "suspended" },
  },
  "GET /api/twilio/usage": { kind: "envelope", body: "none", readOnly: true },
  // Fleks: organisation A has no Fleks integration, so test, preview, sync and disconnect
  // change nothing; validate only reads (it calls out, and the fuzzed addresses are refused first).
  "POST /api/fleks/validate": {
    kind: "envelope",
    body: "json",
    template: { baseUrl: "http://127.0.0.1:9", token: "t".repeat(20), environment: "production" },
    readOnly: true,
  },
  "PUT /api/fleks/connection": {
    kind: "envelope",
    body: "json",
    template: { baseUrl: "http://127.0.0.1:9", token: "t".repeat(20), environment: "production" },
    optional: ["environment"],
  },
  "DELETE /api/fleks/connection": { kind: "envelope", body: "none", readOnly: true },
  "GET /api/fleks/test/:object": { kind: "envelope", body: "none", readOnly: true },
  "GET /api/fleks/preview/:object": { kind: "envelope", body: "none", readOnly: true },
  "POST /api/fleks/sync": { kind: "envelope", body: "json", template: { objects: ["shifts"] }, readOnly: true },
  // Actions: A has no Fleks integration, so every start is refused after validation (404).
  "POST /api/fleks/actions/import": {
    kind: "envelope",
    body: "json",
    template: { dryRun: true, welcome: false, uuids: ["a"] },
    optional: ["dryRun", "welcome", "uuids"],
    readOnly: true,
  },
  "POST /api/fleks/actions/reconcile": {
    kind: "envelope",
    body: "json",
    template: { object: "employees", dryRun: true },
    optional: ["dryRun"],
    readOnly: true,
  },
  "POST /api/fleks/actions/sync": {
    kind: "envelope",
    body: "json",
    template: { object: "employees", dryRun: true },
    optional: ["dryRun"],
    readOnly: true,
  },
  "POST /api/fleks/actions/backfill": {
    kind: "envelope",
    body: "json",
    template: { object: "shifts", since: "2026-01-05", dryRun: false },
    optional: ["dryRun"],
    readOnly: true,
  },
  "GET /api/fleks/actions/export/:object": { kind: "envelope", body: "none", readOnly: true },
  // The Webhooks tab's admin routes: A has no Fleks integration, so nothing to reveal or rotate.
  "GET /api/fleks/webhook/secret": { kind: "envelope", body: "none", readOnly: true },
  "POST /api/fleks/webhook/rotate": { kind: "envelope", body: "none" },
  "POST /api/fleks/webhook/revoke-previous": { kind: "envelope", body: "none" },
  "POST /api/fleks/webhook/deliveries/:deliveryId/reprocess": { kind: "envelope", body: "none" },
  "POST /api/integrations": {
    kind: "envelope",
    body: "json",
    template: {
      name: "Salaris",
      integration_type: "payroll",
      provider: "AFAS",
      api_endpoint: "https://api.voorbeeld.nl",
      api_key: "sleutel-123",
      additional_config: {},
    },
    optional: ["provider", "additional_config"],
  },
  "POST /api/employees/import": {
    kind: "envelope",
    body: "json",
    template: {
      rows: [
        {
          line: 2,
          first_name: "Eva",
          last_name: "de Vries",
          phone_number: E164,
          email: "eva@voorbeeld.nl",
          employee_number: "7",
        },
      ],
    },
  },
  // Organisation A has no WhatsApp connection nor welcome template: every welcome is refused.
  "POST /api/employees/welcome": { kind: "envelope", body: "json", template: { employeeIds: [randomUUID()] } },
  "POST /api/employees/:id/onboard": { kind: "envelope", body: "none" },
  "POST /api/employees/onboard": { kind: "envelope", body: "json", template: { employee_id: randomUUID() } },
  // A has no templates: any template id is unknown, and a broken body is refused.
  "PUT /api/employees/welcome/settings": {
    kind: "envelope",
    body: "json",
    template: { template_id: null, variables: { "1": "first_name" } },
  },
  "POST /api/zero/query": { kind: "zero", body: "json" },
  "POST /api/zero/mutate": { kind: "zero", body: "json" },
  "GET /dev/mailbox": { kind: "page", body: "none", readOnly: true },
  // The catch-all: any other /api path is a 404 in the envelope.
  "ALL /api/*": { kind: "envelope", body: "json", readOnly: true },
  // A missing hashed asset (404 in the envelope), then the SPA fallback for the client's own routes.
  "GET /assets/*": { kind: "envelope", body: "none", readOnly: true },
  "GET /*": { kind: "page", body: "none", readOnly: true },
};
/** Middleware, not routes: they run in front of the routes above and are fuzzed through them. */
const middleware = new Set([
  "ALL /*",
  "ALL /api/twilio/*",
  "ALL /api/fleks/*",
  "ALL /api/fleks/actions/*",
  "ALL /assets/*",
  // The rate limits in front of sign-in, sign-up, resets and accepting invitations.
  "ALL /api/auth/*",
  "ALL /api/invitations/:id/accept",
  "ALL /api/invitations/:id/send-verification",
]);

let app: Stack;
let alice: Owner; // owner of organisation A: the fuzzing caller
let colleague: TestUser; // plain member of A
let bob: Owner; // owner of organisation B
let bobToken: string;
let bobDocument: string;
let bobInvitation: string;
let orgIds: fc.Arbitrary<string | undefined>;

beforeAll(async () => {
  // Its own stack: it checks that nothing anywhere changed, and the shared one may still be
  // running another file's jobs (a large document processing grew document_passages mid-test).
  app = await startStack({ own: true });
  alice = await app.signUpOwner("fuzz-a@a.nl", "Anna A");
  colleague = await app.signUpMember(alice.org, "fuzz-lid@a.nl", "Lid A");
  bob = await app.signUpOwner("fuzz-b@b.nl", "Bram B");
  // B's things, which A must never reach: a document, an invitation, Twilio credentials.
  bobDocument = randomUUID();
  await app.sql`insert into documents (id, organization_id, user_id, filename, file_path, mime_type, size_bytes, processing_status)
    values (${bobDocument}, ${bob.org}, ${bob.userId}, 'b.txt', 'none/b.txt', 'text/plain', 1, 'completed')`;
  bobInvitation = randomUUID();
  await app.sql`insert into organization_invitations (id, organization_id, email, role, expires_at)
    values (${bobInvitation}, ${bob.org}, 'iemand@b.nl', 'admin', now() + interval '7 days')`;
  await invitationsSent(app.sql, [bobInvitation]);
  bobToken = "b".repeat(32);
  const saved = await app.api(bob, bob.org, "POST", "twilio/credentials", {
    account_sid: SID,
    auth_token: bobToken,
    whatsapp_sender: "+3197010000009",
  });
  expect(saved.status).toBe(200);
  orgIds = fc.oneof(
    { weight: 6, arbitrary: fc.constant(alice.org) },
    fc.constant(bob.org),
    fc.constant(undefined),
    fc.uuid().map(String),
    fc.string({ unit: "binary-ascii", maxLength: 60 }).filter(isHeaderSafe),
    fc.constant("x".repeat(4000)),
  );
}, 240_000);

afterAll(async () => {
  await app?.stop();
});

/** No lone surrogates: form encoding would turn them into U+FFFD and the signature would differ. */
const wellFormed = (v: string) => !/\p{Cs}/u.test(v);
const isHeaderSafe = (v: string) => /^[\x20-\x7e]*$/.test(v);

// ---- requests ----

type Caller = "owner" | "member" | "anonymous" | "forged";
const callers = fc.constantFrom<Caller>("owner", "owner", "owner", "member", "anonymous", "forged");
const cookieOf = (who: Caller) =>
  who === "owner"
    ? alice.cookie
    : who === "member"
      ? colleague.cookie
      : who === "forged"
        ? "better-auth.session_token=forged.signature"
        : undefined;

const contentTypes = fc.constantFrom(
  "application/json",
  "application/json",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=fuzz",
  "application/json; charset=utf-16",
  "application/xml",
  undefined,
);

/** Bodies for a JSON route: the template broken, any JSON, not JSON at all, deep and huge. */
function jsonBodies(spec: Spec): fc.Arbitrary<RawBody> {
  const values: fc.Arbitrary<string>[] = [
    anyJson.map((v) => JSON.stringify(v)),
    deepJson,
    hugeString.map((s) => JSON.stringify({ question: s })),
    fc.string({ unit: "binary", maxLength: 200 }),
    fc.constantFrom("", "{", "null", "[]", '{"__proto__":{"admin":true}}', '{"a":1,"a":2}', "\u0000", "1e999"),
  ];
  if (spec.template) {
    const broken = brokenObject(spec.template, { optional: spec.optional }).map((v) => JSON.stringify(v));
    values.push(broken, broken, broken);
  }
  return fc.record({ contentType: contentTypes, data: fc.oneof(...values) });
}

/** Bodies for an upload: never a valid document (no file, a file of a refused type or name, a string for a file). */
function formBodies(): fc.Arbitrary<RawBody> {
  const badFile = fc.record({
    name: fc.oneof(
      fc.string({ maxLength: 20 }).map((s) => `${s}.exe`),
      fc.constantFrom("geen-extensie", "a.txt.sh", "\u0000.txt", "a\u0000b.md", "../../x.php", ""),
    ),
    type: fc.constantFrom("text/plain", "application/x-msdownload", "", "image/png"),
    content: fc.string({ maxLength: 50 }),
  });
  const form = fc
    .record({
      files: fc.option(fc.oneof(badFile, fc.string({ maxLength: 30 })), { nil: undefined }),
      extra: fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.string({ maxLength: 20 }), { maxKeys: 3 }),
    })
    .map(({ files, extra }) => {
      const fd = new FormData();
      for (const [k, v] of Object.entries(extra)) if (k !== "files") fd.append(k, v);
      if (typeof files === "string") fd.append("files", files);
      else if (files) fd.append("files", new File([files.content], files.name, { type: files.type }));
      return { data: fd } as RawBody;
    });
  return fc.oneof(
    form,
    form,
    fc.record({
      contentType: contentTypes,
      data: fc.oneof(
        anyJson.map((v) => JSON.stringify(v)),
        nastyString,
      ),
    }),
    fc.constant({ contentType: "multipart/form-data; boundary=x", data: "--x\r\nnot a part\r\n--x--" }),
  );
}

/** Path parameters that name nothing A may touch: not UUIDs, NUL bytes, traversal, B's ids, unknown ids. */
const pathParams = () =>
  fc.oneof(
    fc.uuid().map(String),
    fc.constantFrom(bobDocument, bobInvitation, "%00", "a%00b", "..%2F..%2Fapi%2Fme", "null", "undefined", "0"),
    fc.string({ unit: "binary", minLength: 1, maxLength: 40 }).map(encodeURIComponent),
    fc.constant("x".repeat(5000)),
  );

const queryStrings = fc.oneof(
  fc.constant(""),
  fc
    .dictionary(fc.string({ minLength: 1, maxLength: 6 }), nastyString, { maxKeys: 3 })
    .map((q) => `?${new URLSearchParams(q)}`),
);

/** A concrete path for a route pattern, its parameters and wildcards filled with fuzz. */
function concretePaths(pattern: string): fc.Arbitrary<string> {
  if (pattern === "GET /*") return fc.oneof(fc.constantFrom("/", "/instellingen", "/nope"), pathSegments("/"));
  if (pattern.endsWith("/api/auth/*"))
    return fc.oneof(
      fc.constantFrom(
        "/api/auth/sign-in/email",
        "/api/auth/sign-up/email",
        "/api/auth/get-session",
        "/api/auth/request-password-reset",
        "/api/auth/reset-password",
        "/api/auth/verify-email",
        "/api/auth/sign-out",
      ),
      pathSegments("/api/auth/"),
    );
  if (pattern === "ALL /api/*") return pathSegments("/api/nope/");
  const [, p] = pattern.split(" ");
  const params = p.match(/:\w+/g) ?? [];
  if (params.length === 0) return fc.constant(p);
  return fc.tuple(...params.map(() => pathParams())).map((values) => {
    let out = p;
    params.forEach((name, i) => {
      out = out.replace(name, values[i]);
    });
    return out;
  });
}
const pathSegments = (prefix: string) =>
  fc
    .array(fc.string({ unit: "binary", minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 3 })
    .map((segs) => prefix + segs.map(encodeURIComponent).join("/"));

const methodsOf = (pattern: string) => {
  const [method] = pattern.split(" ");
  return method === "ALL" ? fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE") : fc.constant(method);
};

/** What every reply must be, by the route's kind. */
function checkReply(spec: Spec, reply: RawReply, context: string) {
  expect(reply.status, `${context}\n${reply.text.slice(0, 500)}`).toBeLessThan(500);
  if (spec.kind === "envelope") {
    if (!spec.readOnly)
      expect(reply.status, `${context}: accepted\n${reply.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
    if (reply.status >= 400) {
      expect(reply.contentType, context).toContain("application/json");
      expectEnvelope(reply.status, JSON.parse(reply.text), `${context}\n${reply.text.slice(0, 300)}`);
    }
  }
  if (spec.kind === "webhook") expect([400, 403, 413], context).toContain(reply.status);
}

async function expectHealthy() {
  const res = await fetch(`${app.url}/api/health`);
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ status: "ok" });
}

describe("HTTP fuzz", () => {
  it("knows every route of the app (a new route gets a fuzz spec here, or this fails naming it)", () => {
    const built = createApp(
      { ...placeholderConfig, databaseUrl: app.databaseUrl },
      // Only to read the route table: no request is served by this instance.
      { clientDir: path.join(projectRoot, "dist") } as Parameters<typeof createApp>[1],
    );
    const live = new Set(built.routes.map((r) => `${r.method} ${r.path}`));
    const unfuzzed = [...live].filter((r) => !(r in routes) && !middleware.has(r));
    const stale = Object.keys(routes).filter((r) => !live.has(r));
    expect({ unfuzzed, stale }).toEqual({ unfuzzed: [], stale: [] });
  });

  for (const [pattern, spec] of Object.entries(routes)) {
    it(`${pattern}: no 500, no change, the route's own clear refusal`, async () => {
      const before = await snapshotProductTables(app.sql);
      const body: fc.Arbitrary<RawBody> =
        spec.body === "json" ? jsonBodies(spec) : spec.body === "form" ? formBodies() : fc.constant({});
      await fc.assert(
        fc.asyncProperty(
          methodsOf(pattern),
          concretePaths(pattern),
          queryStrings,
          spec.kind === "auth" ? fc.constant<Caller>("anonymous") : callers,
          orgIds,
          body,
          async (method, p, query, who, org, b) => {
            const headers: Record<string, string> = {};
            const cookie = cookieOf(who);
            if (cookie) headers.cookie = cookie;
            if (org !== undefined) headers["x-organization-id"] = org;
            const reply = await sendRaw(app.url, method, `${app.url}${p}${query}`, headers, b);
            checkReply(spec, reply, `${method} ${p}${query} as ${who} in ${org}`);
          },
        ),
        fuzzOptions(),
      );
      expect(await snapshotProductTables(app.sql)).toEqual(before);
    });
  }

  it("Twilio's webhook: signed posts that are not a message or status are refused and stored nowhere", async () => {
    const before = await snapshotProductTables(app.sql);
    const url = `${app.url}/api/webhooks/twilio/${bob.org}`;
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.string({ unit: "binary", minLength: 1, maxLength: 12 }).filter((k) => k !== "MessageSid" && wellFormed(k)),
          fc.oneof(nastyString, fc.string({ maxLength: 40 })).filter(wellFormed),
          { maxKeys: 5 },
        ),
        async (params) => {
          const signature = twilio.getExpectedTwilioSignature(bobToken, url, params);
          const reply = await sendRaw(
            app.url,
            "POST",
            url,
            { "x-twilio-signature": signature },
            { contentType: "application/x-www-form-urlencoded", data: new URLSearchParams(params).toString() },
          );
          expect(reply.status, JSON.stringify(params)).toBe(400);
        },
      ),
      fuzzOptions(),
    );
    expect(await snapshotProductTables(app.sql)).toEqual(before);
  });

  // What the fuzzing found, kept as fixed examples (each failed before its fix).
  it("regression: a document id with a NUL byte is an unknown document (was a 500)", async () => {
    for (const method of ["DELETE", "POST"]) {
      const p = method === "DELETE" ? "/api/documents/%00" : "/api/documents/a%00b/process";
      const reply = await sendRaw(
        app.url,
        method,
        `${app.url}${p}`,
        { cookie: alice.cookie, "x-organization-id": alice.org },
        {},
      );
      expect(reply.status).toBe(404);
      expectEnvelope(reply.status, JSON.parse(reply.text), `${method} ${p}`);
    }
  });

  it("regression: the assistant test refuses a missing phone in Dutch (was zod's English)", async () => {
    for (const body of [{ message: "hoi" }, { phone: 31612345678, message: "hoi" }, { phone: E164 }]) {
      const reply = await app.api(alice, alice.org, "POST", "assistant-test/messages", body);
      expectEnvelope(reply.status, reply.body, JSON.stringify(body));
    }
    const badPhone = await app.api(alice, alice.org, "POST", "assistant-test/messages", {
      phone: "06",
      message: "hoi",
    });
    expect(badPhone.body.error.title).toBe(nl.employees.invalidPhone);
  });

  it("regression: a NUL byte in a saved text is refused in Dutch and stored nowhere (was a 500)", async () => {
    const before = await snapshotProductTables(app.sql);
    const calls: Array<[string, Record<string, unknown>]> = [
      ["twilio/credentials", { account_sid: `${SID}\u0000`, auth_token: "t".repeat(32), whatsapp_sender: E164 }],
      ["twilio/credentials", { account_sid: SID, auth_token: "t\u0000", whatsapp_sender: E164 }],
      ["assistant-test/messages", { phone: E164, message: "hoi\u0000" }],
      ["knowledge/search", { question: "verlof\u0000" }],
      ["faq-assist", { action: "answer", question: "verlof\u0000" }],
    ];
    for (const [path, body] of calls) {
      const reply = await app.api(alice, alice.org, "POST", path, body);
      expect(reply.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expectEnvelope(reply.status, reply.body, `${path} ${JSON.stringify(body)}`);
    }
    expect(await snapshotProductTables(app.sql)).toEqual(before);
  });

  it("is still healthy after all of it", async () => {
    await expectHealthy();
  });
});

const placeholderConfig = {
  env: { DATA_DIR: "/nonexistent" },
  port: 0,
  publicUrl: "http://localhost",
  appSecret: "x".repeat(32),
  zeroCacheUrl: "http://127.0.0.1:1",
  devMailbox: true,
  socialProviders: [],
} as unknown as RuntimeConfig;
