import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeTwilio, startFakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import { type RunningApp, startApp } from "../support/start-app.ts";
import { signUpUser, type TestUser } from "../support/zero-client.ts";

// Subaccounts and usage of the WhatsApp page through the real app and the
// real twilio SDK, against the Twilio-compatible fake.
let app: RunningApp;
let twilio: FakeTwilio;
let sql: postgres.Sql;
let owner: TestUser;
let colleague: TestUser;
let outsider: TestUser;
let orgA: string;
let orgB: string;
let accountA: { accountSid: string; authToken: string };
let accountB: { accountSid: string; authToken: string };

async function api(user: TestUser, org: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${app.url}/api/twilio${path}`, {
    method,
    headers: { cookie: user.cookie, origin: app.url, "x-organization-id": org, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

beforeAll(async () => {
  twilio = await startFakeTwilio();
  app = await startApp({ env: { TWILIO_API_BASE_URL: twilio.baseUrl } });
  sql = postgres(app.databaseUrl, { max: 2, onnotice: () => {} });
  owner = await signUpUser(app.url, "sub@a.nl", "Sanne Sub");
  colleague = await signUpUser(app.url, "lid@a.nl", "Lotte Lid");
  outsider = await signUpUser(app.url, "sub@b.nl", "Bram B");
  const orgOf = async (u: TestUser) =>
    (await sql`select organization_id from organization_members where user_id = ${u.userId}`)[0].organization_id;
  orgA = await orgOf(owner);
  orgB = await orgOf(outsider);
  await sql`insert into organization_members (id, organization_id, user_id, role)
    values (gen_random_uuid(), ${orgA}, ${colleague.userId}, 'member')`;
  accountA = twilio.createAccount();
  accountB = twilio.createAccount();
  for (const [user, org, account] of [
    [owner, orgA, accountA],
    [outsider, orgB, accountB],
  ] as const) {
    const saved = await api(user, org, "POST", "/credentials", {
      account_sid: account.accountSid,
      auth_token: account.authToken,
      whatsapp_sender: "+3197010000009",
    });
    expect(saved.status).toBe(200);
  }
});
afterAll(async () => {
  await sql?.end();
  await app?.stop();
  await twilio?.stop();
});

describe("subaccounts", () => {
  let created: string;

  it("starts empty: the main account itself is not a subaccount", async () => {
    expect(await api(owner, orgA, "GET", "/subaccounts")).toEqual({ status: 200, body: { data: [] } });
  });

  it("an admin creates one at Twilio and the list shows it", async () => {
    const res = await api(owner, orgA, "POST", "/subaccounts", { friendly_name: "  Vestiging Utrecht " });
    expect(res.status).toBe(201);
    created = res.body.data.sid;
    expect(created).toMatch(/^AC[0-9a-f]{32}$/);
    expect(twilio.account(created)).toMatchObject({
      friendlyName: "Vestiging Utrecht",
      ownerAccountSid: accountA.accountSid,
      status: "active",
    });
    const list = await api(colleague, orgA, "GET", "/subaccounts");
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      { sid: created, friendly_name: "Vestiging Utrecht", status: "active", date_created: expect.any(String) },
    ]);
    expect(new Date(list.body.data[0].date_created).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("a blank name is refused with the spec's message", async () => {
    const res = await api(owner, orgA, "POST", "/subaccounts", { friendly_name: "   " });
    expect(res).toEqual({
      status: 400,
      body: { error: { code: "invalid_input", title: "Naam verplicht", description: "Vul een Friendly Name in." } },
    });
  });

  it("an admin suspends, reactivates and closes it", async () => {
    for (const status of ["suspended", "active", "closed"] as const) {
      const res = await api(owner, orgA, "PATCH", "/subaccounts", { account_sid: created, status });
      expect(res).toEqual({ status: 200, body: { data: { sid: created, status } } });
      expect(twilio.account(created)?.status).toBe(status);
    }
    const list = await api(owner, orgA, "GET", "/subaccounts");
    expect(list.body.data[0]).toMatchObject({ sid: created, status: "closed" });
    // Twilio refuses to change a closed account; the error comes through with the spec's title.
    const again = await api(owner, orgA, "PATCH", "/subaccounts", { account_sid: created, status: "active" });
    expect(again.status).toBe(502);
    expect(again.body.error.title).toBe("Kon status niet bijwerken");
  });

  it("a member may read but neither create nor change", async () => {
    const before = (await api(owner, orgA, "GET", "/subaccounts")).body.data.length;
    const create = await api(colleague, orgA, "POST", "/subaccounts", { friendly_name: "Stiekem" });
    expect(create.status).toBe(403);
    const patch = await api(colleague, orgA, "PATCH", "/subaccounts", { account_sid: created, status: "active" });
    expect(patch.status).toBe(403);
    expect((await api(owner, orgA, "GET", "/subaccounts")).body.data).toHaveLength(before);
  });

  it("another organisation gets nothing: not the list, not a create, not a status change", async () => {
    const own = await api(outsider, orgB, "POST", "/subaccounts", { friendly_name: "Van B" });
    expect(own.status).toBe(201);
    expect((await api(outsider, orgA, "GET", "/subaccounts")).status).toBe(404);
    expect((await api(outsider, orgA, "POST", "/subaccounts", { friendly_name: "Inbraak" })).status).toBe(404);
    expect((await api(outsider, orgA, "GET", "/usage")).status).toBe(404);
    // Through its own organisation it still cannot touch A's subaccount (or A's main account).
    const [subOfA] = (await api(owner, orgA, "GET", "/subaccounts")).body.data;
    for (const account_sid of [subOfA.sid, accountA.accountSid, accountB.accountSid]) {
      const res = await api(outsider, orgB, "PATCH", "/subaccounts", { account_sid, status: "suspended" });
      expect(res.status).toBe(404);
    }
    expect(twilio.account(accountA.accountSid)?.status).toBe("active");
    expect((await api(outsider, orgB, "GET", "/subaccounts")).body.data).toEqual([
      expect.objectContaining({ sid: own.body.data.sid, friendly_name: "Van B" }),
    ]);
  });

  it("invalid input is refused", async () => {
    const res = await api(owner, orgA, "PATCH", "/subaccounts", { account_sid: "AC1", status: "deleted" });
    expect(res.status).toBe(400);
    expect(res.body.error.title).toBe("Kon status niet bijwerken");
  });
});

describe("usage", () => {
  it("lists this month's usage records, counting the messages sent", async () => {
    const sent = await api(owner, orgA, "POST", "/test-message", { to: "+31612345670", message: "Hallo!" });
    expect(sent.status).toBe(200);
    const res = await api(colleague, orgA, "GET", "/usage");
    expect(res.status).toBe(200);
    const records = res.body.usage_records as Array<Record<string, string>>;
    expect(records.length).toBeGreaterThan(0);
    const whatsapp = records.find((r) => r.category === "channels-whatsapp");
    expect(whatsapp).toMatchObject({ count: "1", usage_unit: "messages" });
    const monthStart = new Date();
    expect(whatsapp?.start_date).toBe(
      `${monthStart.getUTCFullYear()}-${String(monthStart.getUTCMonth() + 1).padStart(2, "0")}-01`,
    );
  });

  it("without credentials the calls say so (the page stays silent on that)", async () => {
    const res = await api(owner, orgA, "DELETE", "/credentials");
    expect(res.status).toBe(200);
    expect((await api(owner, orgA, "GET", "/usage")).body.error).toEqual({
      code: "not_configured",
      title: "Kon usage niet ophalen",
      description: "No credentials configured",
    });
    expect((await api(owner, orgA, "GET", "/subaccounts")).body.error.description).toBe("No credentials configured");
  });

  it("a wrong token reads 'Invalid credentials'", async () => {
    await api(owner, orgA, "POST", "/credentials", {
      account_sid: accountA.accountSid,
      auth_token: "wrong-token",
      whatsapp_sender: "+3197010000009",
    });
    const res = await api(owner, orgA, "GET", "/subaccounts");
    expect(res.status).toBe(502);
    expect(res.body.error.description).toBe("Invalid credentials");
  });
});
