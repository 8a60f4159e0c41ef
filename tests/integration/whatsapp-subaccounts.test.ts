import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import type { FakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import type { Owner, Stack } from "../support/stack.ts";
import { saveTwilioCredentials, startStackWithTwilio, type TwilioAccount } from "../support/twilio.ts";
import type { TestUser } from "../support/zero-client.ts";

// Subaccounts and usage of the WhatsApp page through the real app and the
// real twilio SDK, against the Twilio-compatible fake.
let app: Stack;
let twilio: FakeTwilio;
let owner: Owner; // organisation A
let colleague: TestUser; // plain member of A
let outsider: Owner; // organisation B
let accountA: TwilioAccount;
let accountB: TwilioAccount;

const api = (user: TestUser, org: string, method: string, path: string, body?: unknown) =>
  app.api(user, org, method, `twilio${path}`, body);

beforeAll(async () => {
  ({ twilio, app } = await startStackWithTwilio());
  owner = await app.signUpOwner("sub@a.nl", "Sanne Sub");
  colleague = await app.signUpMember(owner.org, "lid@a.nl", "Lotte Lid");
  outsider = await app.signUpOwner("sub@b.nl", "Bram B");
  accountA = twilio.createAccount();
  accountB = twilio.createAccount();
  await saveTwilioCredentials(app, owner, owner.org, accountA, "+3197010000009");
  await saveTwilioCredentials(app, outsider, outsider.org, accountB, "+3197010000009");
});
afterAll(async () => {
  await app?.stop();
});

describe("subaccounts", () => {
  let created: string;

  it("starts empty: the main account itself is not a subaccount", async () => {
    expect(await api(owner, owner.org, "GET", "/subaccounts")).toEqual({ status: 200, body: { data: [] } });
  });

  it("an admin creates one at Twilio and the list shows it", async () => {
    const res = await api(owner, owner.org, "POST", "/subaccounts", { friendly_name: "  Vestiging Utrecht " });
    expect(res.status).toBe(201);
    created = res.body.data.sid;
    expect(created).toMatch(/^AC[0-9a-f]{32}$/);
    expect(twilio.account(created)).toMatchObject({
      friendlyName: "Vestiging Utrecht",
      ownerAccountSid: accountA.accountSid,
      status: "active",
    });
    const list = await api(colleague, owner.org, "GET", "/subaccounts");
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      { sid: created, friendly_name: "Vestiging Utrecht", status: "active", date_created: expect.any(String) },
    ]);
    expect(new Date(list.body.data[0].date_created).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("a blank name is refused with the spec's message", async () => {
    const res = await api(owner, owner.org, "POST", "/subaccounts", { friendly_name: "   " });
    expect(res).toEqual({
      status: 400,
      body: { error: { code: "invalid_input", title: "Naam verplicht", description: "Vul een Friendly Name in." } },
    });
  });

  it("an admin suspends, reactivates and closes it", async () => {
    for (const status of ["suspended", "active", "closed"] as const) {
      const res = await api(owner, owner.org, "PATCH", "/subaccounts", { account_sid: created, status });
      expect(res).toEqual({ status: 200, body: { data: { sid: created, status } } });
      expect(twilio.account(created)?.status).toBe(status);
    }
    const list = await api(owner, owner.org, "GET", "/subaccounts");
    expect(list.body.data[0]).toMatchObject({ sid: created, status: "closed" });
    // Twilio refuses to change a closed account; the error comes through with the spec's title.
    const again = await api(owner, owner.org, "PATCH", "/subaccounts", { account_sid: created, status: "active" });
    expect(again.status).toBe(502);
    expect(again.body.error.title).toBe("Kon status niet bijwerken");
  });

  it("a member may read but neither create nor change", async () => {
    const before = (await api(owner, owner.org, "GET", "/subaccounts")).body.data.length;
    const create = await api(colleague, owner.org, "POST", "/subaccounts", { friendly_name: "Stiekem" });
    expect(create.status).toBe(403);
    const patch = await api(colleague, owner.org, "PATCH", "/subaccounts", { account_sid: created, status: "active" });
    expect(patch.status).toBe(403);
    expect((await api(owner, owner.org, "GET", "/subaccounts")).body.data).toHaveLength(before);
  });

  it("another organisation gets nothing: not the list, not a create, not a status change", async () => {
    const own = await api(outsider, outsider.org, "POST", "/subaccounts", { friendly_name: "Van B" });
    expect(own.status).toBe(201);
    expect((await api(outsider, owner.org, "GET", "/subaccounts")).status).toBe(404);
    expect((await api(outsider, owner.org, "POST", "/subaccounts", { friendly_name: "Inbraak" })).status).toBe(404);
    expect((await api(outsider, owner.org, "GET", "/usage")).status).toBe(404);
    // Through its own organisation it still cannot touch A's subaccount (or A's main account).
    const [subOfA] = (await api(owner, owner.org, "GET", "/subaccounts")).body.data;
    for (const account_sid of [subOfA.sid, accountA.accountSid, accountB.accountSid]) {
      const res = await api(outsider, outsider.org, "PATCH", "/subaccounts", { account_sid, status: "suspended" });
      expect(res.status).toBe(404);
    }
    expect(twilio.account(accountA.accountSid)?.status).toBe("active");
    expect((await api(outsider, outsider.org, "GET", "/subaccounts")).body.data).toEqual([
      expect.objectContaining({ sid: own.body.data.sid, friendly_name: "Van B" }),
    ]);
  });

  it("invalid input is refused", async () => {
    const res = await api(owner, owner.org, "PATCH", "/subaccounts", { account_sid: "AC1", status: "deleted" });
    expect(res.status).toBe(400);
    expect(res.body.error.title).toBe("Kon status niet bijwerken");
  });
});

describe("usage", () => {
  it("lists this month's usage records, counting the messages sent", async () => {
    const sent = await api(owner, owner.org, "POST", "/test-message", { to: "+31612345670", message: "Hallo!" });
    expect(sent.status).toBe(200);
    const res = await api(colleague, owner.org, "GET", "/usage");
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
    const res = await api(owner, owner.org, "DELETE", "/credentials");
    expect(res.status).toBe(200);
    expect((await api(owner, owner.org, "GET", "/usage")).body.error).toEqual({
      code: "not_configured",
      title: "Kon usage niet ophalen",
      description: nl.whatsapp.notConfigured,
    });
    expect((await api(owner, owner.org, "GET", "/subaccounts")).body.error.description).toBe(nl.whatsapp.notConfigured);
  });

  it("a wrong token says Twilio refuses the credentials", async () => {
    const wrong = await api(owner, owner.org, "POST", "/credentials", {
      account_sid: accountA.accountSid,
      auth_token: "wrong-token",
      whatsapp_sender: "+3197010000009",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.description).toBe(nl.whatsapp.invalidCredentials);
    // Saved while it worked; then the token changed in the Twilio Console.
    await saveTwilioCredentials(app, owner, owner.org, accountA, "+3197010000009");
    const held = twilio.account(accountA.accountSid);
    if (held) held.authToken = "in-de-console-vernieuwd";
    const res = await api(owner, owner.org, "GET", "/subaccounts");
    expect(res.status).toBe(502);
    expect(res.body.error.description).toBe(nl.whatsapp.invalidCredentials);
  });
});
