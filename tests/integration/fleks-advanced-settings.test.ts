import { afterAll, beforeAll, expect, it } from "vitest";
import { type FakeFleks, startFakeFleks } from "../fakes/fleks/fake-fleks-server.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { eventually } from "../support/zero-client.ts";

// A tenant whose API differs from the documentation: the key travels in 'X-Fleks-Token' and
// lists come in v1's envelope. 'Valideer' and the sync work only with the matching advanced
// settings, which the server checks and stores.
let fake: FakeFleks;
let stack: Stack;
let owner: Owner;

beforeAll(async () => {
  fake = await startFakeFleks({
    authHeader: "X-Fleks-Token",
    envelope: "v1",
    sizes: { employees: 4, clients: 9, projects: 2, jobs: 2, shifts: 2 },
  });
  stack = await startStack({ fakes: [fake] });
  owner = await stack.signUpOwner("geavanceerd@a.nl", "Geert Geavanceerd");
}, 180_000);
afterAll(() => stack?.stop());

const api = (method: string, path: string, body?: unknown) =>
  stack.api(owner, owner.org, method, `fleks/${path}`, body);
const withConnection = (extra: Record<string, unknown>) => ({
  baseUrl: fake.baseUrl,
  token: fake.apiKey,
  environment: "production",
  ...extra,
});

async function syncClients() {
  const started = await api("POST", "sync", { objects: ["clients"], full: true });
  expect(started.status).toBe(200);
  const id: string = started.body.runIds[0];
  return eventually(async () => {
    const [run] = await stack.sql`select * from integration_sync_runs where id = ${id}`;
    return run && !["queued", "running"].includes(run.status) ? run : null;
  }, 60_000);
}

it("validates only with the header the API expects, and refuses settings that are not one", async () => {
  expect((await api("POST", "validate", withConnection({}))).body).toMatchObject({ ok: false, reason: "unauthorized" });
  expect((await api("POST", "validate", withConnection({ authHeader: "X-API-Key" }))).body).toMatchObject({
    ok: false,
    reason: "unauthorized",
  });
  expect((await api("POST", "validate", withConnection({ authHeader: "X-Fleks-Token" }))).body).toEqual({
    ok: true,
    total: 4,
  });
  // A path the API does not serve is a failed validation, not a saved surprise.
  const wrongPath = await api("POST", "validate", withConnection({ authHeader: "X-Fleks-Token", pathPrefix: "/v9/" }));
  expect(wrongPath.body).toMatchObject({ ok: false });
  for (const bad of [{ authHeader: "X Fleks Token" }, { authHeader: "Host" }, { pathPrefix: "v1" }, { envelope: "v3" }])
    expect((await api("POST", "validate", withConnection(bad))).status, JSON.stringify(bad)).toBe(400);
});

it("saves the advanced settings, syncs with them, and stops syncing when the header no longer matches", async () => {
  const saved = await api(
    "PUT",
    "connection",
    withConnection({ authHeader: "X-Fleks-Token", envelope: "v1", pathPrefix: "/v1/" }),
  );
  expect(saved.status).toBe(200);
  expect(saved.body.data.additional_config).toMatchObject({
    auth_header: "X-Fleks-Token",
    envelope: "v1",
    path_prefix: "/v1/",
  });
  await stack.sql`update integration_sync_objects set next_run_at = now() + interval '1 day' where organization_id = ${owner.org}`;
  const good = await syncClients();
  expect(good.status).toBe("succeeded");
  const active = fake.data.clients.filter((c) => c.status === "active").length;
  const [{ n }] = await stack.sql`select count(*)::int as n from fleks_clients where organization_id = ${owner.org}`;
  expect(n).toBe(active);
  // Back to the default header (the stored token kept, an empty path prefix clears it): refused.
  const reset = await api("PUT", "connection", {
    baseUrl: fake.baseUrl,
    environment: "production",
    authHeader: "X-API-Key",
    envelope: "auto",
    pathPrefix: "",
  });
  expect(reset.body.data.additional_config).toMatchObject({ auth_header: "X-API-Key", path_prefix: null });
  const refused = await syncClients();
  expect(refused.status).toBe("failed");
  expect(refused.error).toMatch(/^Clients sync failed: /);
  // Saving without the advanced fields keeps them as stored.
  await api("PUT", "connection", withConnection({ authHeader: "X-Fleks-Token" }));
  const kept = await api("PUT", "connection", { baseUrl: fake.baseUrl, environment: "production" });
  expect(kept.body.data.additional_config).toMatchObject({ auth_header: "X-Fleks-Token", envelope: "auto" });
  expect((await syncClients()).status).toBe("succeeded");
});
