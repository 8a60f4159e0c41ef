import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mutators } from "../../common/zero/mutators.ts";
import { queries } from "../../common/zero/queries.ts";
import { connectDb, connectSql } from "../../server/db/connect.ts";
import { KEEP_DELIVERIES, pruneWebhookDeliveries } from "../../server/fleks/webhooks/prune-webhook-deliveries.ts";
import { type FakeFleks, startFakeFleks } from "../fakes/fleks/fake-fleks-server.ts";
import { type FleksWebhookSender, fleksWebhookSender } from "../fakes/fleks/webhook-sender.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { eventually, type TestUser, verdict } from "../support/zero-client.ts";

// Fleks webhooks end to end: the fake's sender posts Standard Webhooks-signed deliveries
// over HTTP to the running app, which verifies, records and syncs from the fake Fleks API.
let fake: FakeFleks;
let stack: Stack;
let owner: Owner; // owner (admin) of organisation A
let other: Owner; // owner of organisation B
let member: TestUser; // plain member of A
let integrationId: string;
let sender: FleksWebhookSender;
let secret: string;

const api = (user: TestUser, org: string, method: string, path: string, body?: unknown) =>
  stack.api(user, org, method, `fleks/${path}`, body);
const deliveryOf = async (webhookId: string) =>
  stack.sql`select * from integration_webhook_deliveries where webhook_id = ${webhookId} order by received_at`;
const webhookRuns = () =>
  stack.sql`select * from integration_sync_runs where organization_id = ${owner.org} and trigger = 'webhook' order by created_at`;
const settled = () =>
  eventually(async () => {
    const open =
      await stack.sql`select id from integration_sync_runs where organization_id = ${owner.org} and status in ('queued', 'running')`;
    return open.length === 0 ? true : null;
  }, 60_000);
const shift = (n = 0) => ({ type: "shift.updated", data: { id: fake.data.shifts[n]?.id } });

beforeAll(async () => {
  fake = await startFakeFleks({ sizes: { employees: 20, clients: 3, projects: 3, jobs: 10, shifts: 50 } });
  stack = await startStack({ fakes: [fake] });
  owner = await stack.signUpOwner("wh-owner@a.nl", "Willem Webhook");
  other = await stack.signUpOwner("wh-other@b.nl", "Olga Ander");
  member = await stack.signUpMember(owner.org, "wh-lid@a.nl", "Mila Lid");
  for (const user of [owner, other]) {
    const saved = await api(user, user.org, "PUT", "connection", { baseUrl: fake.baseUrl, token: fake.apiKey });
    expect(saved.status).toBe(200);
  }
  // Only the scheduler's runs are kept out of the way; these tests start runs by webhook.
  await stack.sql`update integration_sync_objects set next_run_at = now() + interval '1 day'`;
  // Webhooks on for shifts and jobs the way an admin does it: the Sync tab's mutator, which
  // runs in the client first against what it has synced (organisation, membership, objects).
  const zo = await stack.openZero(owner);
  const syncObjects = queries.fleks.syncObjects({ organizationId: owner.org });
  zo.materialize(queries.organizations.visible({ scope: "member" }));
  zo.materialize(syncObjects);
  await eventually(async () => (await zo.run(queries.organizations.visible({ scope: "member" }))).length === 1);
  const objects = await eventually(async () => {
    const rows = await zo.run(syncObjects);
    return rows.length === 5 ? rows : null;
  });
  for (const row of objects.filter((o) => o.object === "shifts" || o.object === "jobs")) {
    const on = mutators.syncObject.update({ id: row.id, useWebhooks: true, now: Date.now() });
    expect(await verdict(zo.mutate(on))).toEqual({ type: "success" });
  }
  [{ id: integrationId }] = await stack.sql`select id from external_integrations where organization_id = ${owner.org}`;
  const created = await api(owner, owner.org, "POST", "webhook/rotate");
  expect(created.status).toBe(200);
  secret = created.body.secret;
  sender = fleksWebhookSender(`${stack.url}/api/webhooks/fleks/${integrationId}`, secret);
}, 180_000);
afterAll(() => stack?.stop());

describe("the signing secret", () => {
  it("is whsec_ and 32 random bytes, sealed at rest, revealed to admins only, never published", async () => {
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), "base64")).toHaveLength(32);
    const [row] = await stack.sql`select * from integration_webhook_endpoints where integration_id = ${integrationId}`;
    expect(JSON.stringify(row)).not.toContain(secret.slice(6));
    const revealed = await api(owner, owner.org, "GET", "webhook/secret");
    expect(revealed.body).toEqual({ secret, previousValidUntil: null });
    const reveals = await stack.sql`select actor_user_id, details from activity_log
      where organization_id = ${owner.org} and kind = 'webhook_secret_revealed'`;
    expect(reveals).toEqual([{ actor_user_id: owner.userId, details: { provider: "Fleks" } }]);
    expect((await api(member, owner.org, "GET", "webhook/secret")).status).toBe(403);
    expect((await api(member, owner.org, "POST", "webhook/rotate")).status).toBe(403);
    expect((await api(other, owner.org, "GET", "webhook/secret")).status).toBe(404);
    expect((await api(other, owner.org, "POST", "webhook/rotate")).status).toBe(404);
    expect((await api(other, owner.org, "POST", "webhook/revoke-previous")).status).toBe(404);
    // B has no secret of its own yet: its reveal says so and shows nothing of A's.
    const own = await api(other, other.org, "GET", "webhook/secret");
    expect(own.status).toBe(404);
    expect(JSON.stringify(own.body)).not.toContain(secret);
    const [published] = await stack.sql`select attnames from pg_publication_tables
      where pubname = 'zero_app' and tablename = 'integration_webhook_endpoints'`;
    expect(published?.attnames).not.toContain("secret_encrypted");
    expect(published?.attnames).not.toContain("previous_secret_encrypted");
    const log = await stack.sql`select details from activity_log where organization_id = ${owner.org}
      and kind = 'integration_credentials_changed' and details->>'webhook_secret' is not null`;
    expect(log.map((l) => l.details.webhook_secret)).toEqual(["created"]);
    expect(JSON.stringify(log)).not.toContain(secret.slice(6));
  });
});

describe("deliveries", () => {
  it("a signed delivery is accepted, recorded without personal identifiers and syncs its object by webhook", async () => {
    const sent = await sender.send({
      type: "shift.updated",
      data: {
        id: fake.data.shifts[0]?.id,
        bsn: "123456782",
        employee: { iban: "NL91ABNA0417164300", name: "Jan", burgerservicenummer: "111222333" },
        // Spelled another way, or inside a text: kept out all the same.
        note: "bsn van Jan is 111222333, rekening NL91 ABNA 0417 1643 00",
      },
    });
    expect(sent).toMatchObject({ status: 200, body: { status: "ok" } });
    const [row] = await deliveryOf(sent.id);
    expect(row).toMatchObject({ status: "ok", event_type: "shift.updated", object: "shifts" });
    expect(row?.run_id).toBeTruthy();
    expect(JSON.stringify(row?.payload)).not.toMatch(/"(bsn|iban|burgerservicenummer)"|123456782|111222333|NL91/);
    expect(row?.payload.data.employee).toEqual({ name: "Jan" });
    expect(row?.payload.data.note).toBe("bsn van Jan is [BSN verwijderd], rekening [IBAN verwijderd]");
    await settled();
    const [run] = await stack.sql`select * from integration_sync_runs where id = ${row?.run_id}`;
    expect(run).toMatchObject({ trigger: "webhook", object: "shifts", status: "succeeded" });
  });

  it("a bad signature, a changed body, a stale or future timestamp and missing headers get 401 and are recorded without body", async () => {
    const wrong = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;
    const attempts = [
      await sender.send(shift(), { secrets: [wrong] }),
      await sender.send(shift(), { rawBody: JSON.stringify({ ...shift(), type: "shift.deleted" }) }),
      await sender.send(shift(), { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 }),
      await sender.send(shift(), { timestamp: Math.floor(Date.now() / 1000) + 6 * 60 }),
      await sender.send(shift(), { unsigned: true }),
    ];
    expect(attempts.map((a) => a.status)).toEqual([401, 401, 401, 401, 401]);
    expect(attempts[0]?.body).toMatchObject({ error: { code: "unauthenticated", title: "Ongeldige handtekening" } });
    const rows = await stack.sql`select * from integration_webhook_deliveries where status = 'bad_signature'
      and organization_id = ${owner.org} order by received_at`;
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.payload === null && r.run_id === null)).toBe(true);
    expect(rows[2]?.error).toContain("5 minuten");
    expect(rows[0]?.error).toContain("Handtekening");
    expect(rows[4]?.webhook_id).toBeNull();
  });

  it("a replayed webhook id is accepted once: the second delivery is a duplicate and syncs nothing", async () => {
    await settled();
    const before = (await webhookRuns()).length;
    const first = await sender.send(shift(1));
    await settled();
    const again = await sender.send(shift(1), { id: first.id });
    expect(first.body).toEqual({ status: "ok" });
    expect(again).toMatchObject({ status: 200, body: { status: "duplicate" } });
    const rows = await deliveryOf(first.id);
    expect(rows.map((r) => r.status)).toEqual(["ok", "duplicate"]);
    expect(rows[1]?.run_id).toBeNull();
    await settled();
    expect(await webhookRuns()).toHaveLength(before + 1);
  });

  it("a burst of deliveries causes exactly one run", async () => {
    await settled();
    const before = (await webhookRuns()).length;
    const burst = await Promise.all(Array.from({ length: 12 }, (_, n) => sender.send(shift(n))));
    expect(burst.every((b) => b.status === 200)).toBe(true);
    const rows = await stack.sql`select run_id from integration_webhook_deliveries
      where webhook_id = any(${burst.map((b) => b.id)})`;
    expect(new Set(rows.map((r) => r.run_id)).size).toBe(1);
    await settled();
    const runs = await webhookRuns();
    expect(runs).toHaveLength(before + 1);
    expect(runs.at(-1)?.status).toBe("succeeded");
  });

  it("a burst while a run is running yields exactly one follow-up run", async () => {
    await settled();
    const before = (await webhookRuns()).length;
    fake.faults.slowMs = 4000;
    try {
      const first = await sender.send(shift(2));
      const [{ run_id: running }] = await deliveryOf(first.id);
      await eventually(async () => {
        const [run] = await stack.sql`select status from integration_sync_runs where id = ${running}`;
        return run?.status === "running" ? true : null;
      }, 20_000);
      const burst = await Promise.all(Array.from({ length: 6 }, (_, n) => sender.send(shift(n + 3))));
      expect(burst.every((b) => b.body && (b.body as { status: string }).status === "ok")).toBe(true);
      const rows = await stack.sql`select distinct run_id from integration_webhook_deliveries
        where webhook_id = any(${burst.map((b) => b.id)})`;
      expect(rows).toHaveLength(1);
      expect(rows[0]?.run_id).not.toBe(running);
    } finally {
      fake.faults.slowMs = undefined;
    }
    await settled();
    expect(await webhookRuns()).toHaveLength(before + 2);
  });

  it("a delivery while a reconcile and a dry-run sync are queued gets its own real sync", async () => {
    await settled();
    fake.faults.slowMs = 4000;
    let delivery = "";
    let others: string[] = [];
    try {
      // A running sync holds the object's queue, so the actions below stay queued behind it.
      const first = await sender.send(shift(4));
      const [{ run_id: running }] = await deliveryOf(first.id);
      await eventually(async () => {
        const [run] = await stack.sql`select status from integration_sync_runs where id = ${running}`;
        return run?.status === "running" ? true : null;
      }, 20_000);
      const reconcile = await api(owner, owner.org, "POST", "actions/reconcile", { object: "shifts" });
      const dryRun = await api(owner, owner.org, "POST", "actions/sync", { object: "shifts", dryRun: true });
      others = [reconcile.body.runId, dryRun.body.runId];
      const queued = await stack.sql`select status from integration_sync_runs where id = any(${others})`;
      expect(queued.map((r) => r.status)).toEqual(["queued", "queued"]);
      const sent = await sender.send(shift(5));
      expect(sent.body).toEqual({ status: "ok" });
      [{ run_id: delivery }] = await deliveryOf(sent.id);
    } finally {
      fake.faults.slowMs = undefined;
    }
    expect(others).not.toContain(delivery);
    await settled();
    const [run] = await stack.sql`select * from integration_sync_runs where id = ${delivery}`;
    expect(run).toMatchObject({ kind: "sync", dry_run: false, trigger: "webhook", status: "succeeded" });
  }, 60_000);

  it("an inactive integration's endpoint answers 404 and records nothing", async () => {
    const count = async () =>
      (
        await stack.sql`select count(*)::int as n from integration_webhook_deliveries where integration_id = ${integrationId}`
      )[0]?.n;
    const before = await count();
    await stack.sql`update external_integrations set is_active = false where id = ${integrationId}`;
    try {
      expect((await sender.send(shift())).status).toBe(404);
    } finally {
      await stack.sql`update external_integrations set is_active = true where id = ${integrationId}`;
    }
    expect(await count()).toBe(before);
  });

  it("an object with webhooks off is recorded as ignored and not synced; a signed unreadable body is failed", async () => {
    const sent = await sender.send({ type: "employee.updated", data: { id: fake.data.employees[0]?.uuid } });
    expect(sent.body).toEqual({ status: "ignored" });
    const [row] = await deliveryOf(sent.id);
    expect(row).toMatchObject({ status: "ignored", object: "employees", run_id: null });
    const runs =
      await stack.sql`select id from integration_sync_runs where organization_id = ${owner.org} and object = 'employees'`;
    expect(runs).toHaveLength(0);
    const unreadable = await sender.send({ type: "not a type!", data: {} });
    expect(unreadable.status).toBe(400);
    expect((await deliveryOf(unreadable.id))[0]).toMatchObject({ status: "failed", payload: null });
    const unknown = await sender.send({ type: "invoice.paid", data: { id: "x" } });
    expect(unknown.status).toBe(400);
  });

  it("'Opnieuw verwerken' syncs the delivery's object for admins only", async () => {
    const [ignored] = await stack.sql`select id from integration_webhook_deliveries
      where organization_id = ${owner.org} and status = 'ignored' limit 1`;
    const path = `webhook/deliveries/${ignored?.id}/reprocess`;
    expect((await api(member, owner.org, "POST", path)).status).toBe(403);
    expect((await api(other, other.org, "POST", path)).status).toBe(404);
    const done = await api(owner, owner.org, "POST", path);
    expect(done.status).toBe(200);
    const [row] =
      await stack.sql`select run_id, reprocessed_at from integration_webhook_deliveries where id = ${ignored?.id}`;
    expect(row?.run_id).toBe(done.body.runId);
    expect(row?.reprocessed_at).toBeTruthy();
    await settled();
    const [run] = await stack.sql`select object, status from integration_sync_runs where id = ${done.body.runId}`;
    expect(run).toEqual({ object: "employees", status: "succeeded" });
  });

  it("an unknown integration, a non-id and an oversized body get 404 / 413", async () => {
    const unknown = fleksWebhookSender(`${stack.url}/api/webhooks/fleks/${crypto.randomUUID()}`, secret);
    expect((await unknown.send(shift())).status).toBe(404);
    const bad = fleksWebhookSender(`${stack.url}/api/webhooks/fleks/not-an-id`, secret);
    expect((await bad.send(shift())).status).toBe(404);
    const huge = await sender.send({ type: "shift.updated", data: { id: "x", pad: "x".repeat(300 * 1024) } });
    expect(huge.status).toBe(413);
  });
});

describe("rotation", () => {
  it("the previous secret keeps working until revoked, or until its 24 hours are over", async () => {
    const rotated = await api(owner, owner.org, "POST", "webhook/rotate");
    const next: string = rotated.body.secret;
    expect(next).not.toBe(secret);
    const until = new Date(rotated.body.previousValidUntil).getTime();
    expect(Math.abs(until - Date.now() - 24 * 3600_000)).toBeLessThan(60_000);
    expect((await sender.send(shift())).status).toBe(200); // old secret, in its grace period
    expect((await sender.send(shift(), { secrets: [next] })).status).toBe(200);
    expect((await sender.send(shift(), { secrets: ["whsec_AAAA", next] })).status).toBe(200);
    expect((await api(owner, owner.org, "GET", "webhook/secret")).body.previousValidUntil).toBe(
      rotated.body.previousValidUntil,
    );
    expect((await api(member, owner.org, "POST", "webhook/revoke-previous")).status).toBe(403);
    expect((await api(owner, owner.org, "POST", "webhook/revoke-previous")).status).toBe(200);
    expect((await sender.send(shift())).status).toBe(401);
    sender.useSecret(next);
    expect((await sender.send(shift())).status).toBe(200);
    // Once more, and this time the grace period simply ends.
    const third = (await api(owner, owner.org, "POST", "webhook/rotate")).body.secret;
    expect((await sender.send(shift())).status).toBe(200);
    await stack.sql`update integration_webhook_endpoints set previous_valid_until = now() - interval '1 second'
      where integration_id = ${integrationId}`;
    expect((await sender.send(shift())).status).toBe(401);
    expect((await sender.send(shift(), { secrets: [third] })).status).toBe(200);
    sender.useSecret(third);
    const log = await stack.sql`select details->>'webhook_secret' as what from activity_log
      where organization_id = ${owner.org} and details->>'webhook_secret' is not null order by created_at`;
    expect(log.map((l) => l.what)).toEqual(["created", "rotated", "previous_revoked", "rotated"]);
    await settled();
  });
});

describe("retention", () => {
  it("an integration keeps its newest deliveries and none older than 30 days", async () => {
    await stack.sql`insert into integration_webhook_deliveries (id, organization_id, integration_id, webhook_id, status, received_at)
      select gen_random_uuid()::text, ${owner.org}, ${integrationId}, 'old_' || n, 'duplicate', now() - make_interval(days => 31)
      from generate_series(1, 5) n`;
    await stack.sql`insert into integration_webhook_deliveries (id, organization_id, integration_id, webhook_id, status, received_at)
      select gen_random_uuid()::text, ${owner.org}, ${integrationId}, 'many_' || n, 'duplicate', now() - make_interval(mins => n)
      from generate_series(1, ${KEEP_DELIVERIES}) n`;
    const sql = connectSql(stack.databaseUrl, { max: 1 });
    try {
      await pruneWebhookDeliveries(connectDb(sql), integrationId, true);
    } finally {
      await sql.end();
    }
    const rows = await stack.sql`select webhook_id, received_at from integration_webhook_deliveries
      where integration_id = ${integrationId} order by received_at desc`;
    expect(rows).toHaveLength(KEEP_DELIVERIES);
    expect(rows.some((r) => String(r.webhook_id).startsWith("old_"))).toBe(false);
    // The newest, the ones the tests above sent, are among those kept.
    expect(rows[0]?.webhook_id).toMatch(/^msg_/);
  });
});

describe("Zero", () => {
  it("deliveries reach the organisation's admins only; the endpoint's state, never a secret, reaches members", async () => {
    const args = { organizationId: owner.org };
    const zo = await stack.openZero(owner);
    const seen = await eventually(async () => {
      const rows = await zo.run(queries.fleksWebhooks.deliveries(args), { type: "complete" });
      return rows.length > 10 ? rows : null;
    });
    expect(seen.some((d) => d.status === "bad_signature")).toBe(true);
    const zm = await stack.openZero(member);
    const endpoint = await eventually(async () => {
      const rows = await zm.run(queries.fleksWebhooks.endpoint(args), { type: "complete" });
      return rows[0] ?? null;
    });
    expect(endpoint.rotated_at).toBeTruthy();
    expect(JSON.stringify(endpoint)).not.toMatch(/whsec_|secret_encrypted/);
    expect(await zm.run(queries.fleksWebhooks.deliveries(args), { type: "complete" })).toEqual([]);
    const zb = await stack.openZero(other);
    expect(await zb.run(queries.fleksWebhooks.deliveries(args), { type: "complete" })).toEqual([]);
    expect(await zb.run(queries.fleksWebhooks.endpoint(args), { type: "complete" })).toEqual([]);
  });
});
