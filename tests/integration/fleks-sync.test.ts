import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_TENANT_LENGTH } from "../../common/integrations/fleks-connection-rules.ts";
import type { FieldMapping } from "../../common/integrations/sync-kinds.ts";
import { mutators } from "../../common/zero/mutators.ts";
import { queries } from "../../common/zero/queries.ts";
import { connectDb, connectSql } from "../../server/db/connect.ts";
import { dispatchDueSyncs } from "../../server/fleks/sync/dispatch-due-syncs.ts";
import { toSyncedRow } from "../../server/fleks/sync/to-synced-row.ts";
import { upsertSyncedRows } from "../../server/fleks/sync/upsert-synced-rows.ts";
import { type FakeFleks, startFakeFleks } from "../fakes/fleks/fake-fleks-server.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { eventually, verdict } from "../support/zero-client.ts";

// The Fleks engine end to end: the app (routes + worker) against the fake Fleks API.
let fake: FakeFleks;
let stack: Stack;
let owner: Owner;
const replies: string[] = [];

beforeAll(async () => {
  fake = await startFakeFleks({ sizes: { employees: 60, clients: 12, projects: 15, jobs: 80, shifts: 2300 } });
  stack = await startStack({ fakes: [fake] });
  owner = await stack.signUpOwner("fleks-owner@a.nl", "Femke Fleks");
}, 120_000);
afterAll(() => stack?.stop());

const api = async (user: Owner, method: string, path: string, body?: unknown, org = user.org) => {
  const reply = await stack.api(user, org, method, `fleks/${path}`, body);
  replies.push(JSON.stringify(reply.body));
  return reply;
};
const connection = (token = fake.apiKey) => ({ baseUrl: fake.baseUrl, token, environment: "production" });

/** Starts a sync of `objects` and waits until every run has ended; returns the runs. */
async function syncAndWait(user: Owner, body: { objects?: string[]; full?: boolean }) {
  const started = await api(user, "POST", "sync", body);
  expect(started.status).toBe(200);
  const ids: string[] = started.body.runIds;
  return eventually(async () => {
    const runs = await stack.sql`select * from integration_sync_runs where id = any(${ids})`;
    return runs.length === ids.length && runs.every((r) => !["queued", "running"].includes(r.status)) ? runs : null;
  }, 60_000);
}
/**
 * The admin's Zero client with the employees' sync settings: the tabs save through
 * syncObject.update, which runs in the client first against what it has synced
 * (organisation, membership, objects), then on the server.
 */
async function employeesSettings() {
  const zo = await stack.openZero(owner);
  const objects = queries.fleks.syncObjects({ organizationId: owner.org });
  zo.materialize(queries.organizations.visible({ scope: "member" }));
  zo.materialize(objects);
  await eventually(async () => (await zo.run(queries.organizations.visible({ scope: "member" }))).length === 1);
  // The row as Postgres has it now: zero-cache may still be replicating a change a test just made.
  const [stored] = await stack.sql`select mappings from integration_sync_objects
    where organization_id = ${owner.org} and object = 'employees'`;
  const row = await eventually(async () =>
    (await zo.run(objects)).find(
      (o) => o.object === "employees" && JSON.stringify(o.mappings) === JSON.stringify(stored?.mappings),
    ),
  );
  return { zo, row };
}
const withCountry = (mappings: readonly FieldMapping[], country: string) =>
  mappings.map((m) => (m.targetField === "country" ? { ...m, transformer: `constant:${country}` } : m));
const employeesCursor = async (): Promise<Date> =>
  (
    await stack.sql`select cursor from integration_sync_objects
      where organization_id = ${owner.org} and object = 'employees'`
  )[0]?.cursor;
const runOf = (runs: Awaited<ReturnType<typeof syncAndWait>>, object: string) => runs.find((r) => r.object === object);
const count = async (table: string, org = owner.org) =>
  Number((await stack.sql`select count(*)::int as n from ${stack.sql(table)} where organization_id = ${org}`)[0]?.n);

describe("connection", () => {
  it("validates: a good key gives the total, a wrong key, a dead host and a rate limit each their reason", async () => {
    expect((await api(owner, "POST", "validate", connection())).body).toEqual({ ok: true, total: 60 });
    expect((await api(owner, "POST", "validate", connection("wrong-key-1234"))).body).toMatchObject({
      ok: false,
      reason: "unauthorized",
    });
    const dead = await api(owner, "POST", "validate", { ...connection(), baseUrl: "http://127.0.0.1:9" });
    expect(dead.body).toMatchObject({ ok: false, reason: "unreachable" });
    fake.faults.rateLimit = { times: 1, retryAfterSeconds: 1 };
    expect((await api(owner, "POST", "validate", connection())).body).toEqual({
      ok: false,
      reason: "rate_limited",
      message: "Rate limit exceeded",
    });
    expect((await api(owner, "POST", "validate", { ...connection(), baseUrl: "ftp://x" })).status).toBe(400);
  });

  it("saves: token required the first time and at least 10 characters, sealed, never returned, logged", async () => {
    expect((await api(owner, "PUT", "connection", { ...connection(), token: undefined })).status).toBe(400);
    expect((await api(owner, "PUT", "connection", connection("short"))).status).toBe(400);
    // The tenant limit is the Setup form's (one constant): what the form allows, the server takes.
    const tenantOf = (n: number) => ({ ...connection(), tenantId: "t".repeat(n) });
    expect((await api(owner, "PUT", "connection", tenantOf(MAX_TENANT_LENGTH + 1))).status).toBe(400);
    expect((await api(owner, "POST", "validate", tenantOf(MAX_TENANT_LENGTH))).body).toMatchObject({ ok: true });
    const saved = await api(owner, "PUT", "connection", connection());
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      provider: "Fleks",
      integration_type: "staffing",
      api_endpoint: fake.baseUrl,
    });
    expect(saved.body.data).not.toHaveProperty("api_key_encrypted");
    const [row] =
      await stack.sql`select api_key_encrypted from external_integrations where organization_id = ${owner.org}`;
    expect(row?.api_key_encrypted).not.toContain(fake.apiKey);
    const objects = await stack.sql`select object, direction, enabled, schedule, filters from integration_sync_objects
      where organization_id = ${owner.org} order by object`;
    expect(objects.map((o) => `${o.object}:${o.direction}`)).toEqual([
      "clients:pull",
      "employees:pull",
      "jobs:pull",
      "projects:pull",
      "shifts:bidi",
    ]);
    expect(objects.every((o) => o.enabled && o.schedule === "*/15 * * * *")).toBe(true);
    // Saving again without a token keeps the stored one (validation too).
    expect((await api(owner, "PUT", "connection", { baseUrl: fake.baseUrl, environment: "sandbox" })).status).toBe(200);
    expect(
      (await api(owner, "POST", "validate", { baseUrl: fake.baseUrl, environment: "sandbox" })).body,
    ).toMatchObject({ ok: true });
    // The stored token goes only to the address it was saved for: another host needs it typed again.
    const elsewhere = createServer((req, res) => {
      heard.push(JSON.stringify(req.headers));
      res.end("{}");
    });
    const heard: string[] = [];
    await new Promise<void>((resolve) => elsewhere.listen(0, "127.0.0.1", resolve));
    const otherUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
    try {
      for (const [method, path] of [
        ["POST", "validate"],
        ["PUT", "connection"],
      ] as const) {
        const moved = await api(owner, method, path, { baseUrl: otherUrl, environment: "sandbox" });
        expect(moved.status).toBe(400);
        expect(moved.body.error.description).toBe("Het adres is gewijzigd: vul het token opnieuw in.");
      }
      expect(heard).toEqual([]);
      const [kept] =
        await stack.sql`select api_endpoint from external_integrations where organization_id = ${owner.org}`;
      expect(kept?.api_endpoint).toBe(fake.baseUrl);
    } finally {
      elsewhere.close();
    }
    const log =
      await stack.sql`select details from activity_log where organization_id = ${owner.org} and kind = 'integration_credentials_changed'`;
    expect(log).toHaveLength(2);
    expect(JSON.stringify(log)).not.toContain(fake.apiKey);
    // The scheduler is tested on its own below; these tests start runs themselves.
    await stack.sql`update integration_sync_objects set next_run_at = now() + interval '1 day' where organization_id = ${owner.org}`;
  });

  it("tests an endpoint and previews a record without the sensitive fields", async () => {
    const test = await api(owner, "GET", "test/employees");
    expect(test.body).toMatchObject({ ok: true, count: 5, total: 60 });
    expect(test.body.sample).toHaveLength(2);
    expect(JSON.stringify(test.body)).not.toMatch(/socialNumber|bankAccNumber|documentNumber/);
    const preview = await api(owner, "GET", "preview/employees");
    expect(preview.body.after).toMatchObject({ externalId: fake.data.employees[0]?.uuid });
    expect(preview.body.after.phone).toMatch(/^\+316\d{8}$/);
    expect(preview.body.missing).toEqual([]);
    expect(JSON.stringify(preview.body)).not.toMatch(/socialNumber/);
    expect((await api(owner, "GET", "test/vacancies")).status).toBe(400);
  });
});

describe("sync", () => {
  it("a full sync stores every object, mapped, with no sensitive field, and counts it", async () => {
    const runs = await syncAndWait(owner, {});
    expect(runs.map((r) => r.status)).toEqual(["succeeded", "succeeded", "succeeded", "succeeded", "succeeded"]);
    const active = (list: Record<string, unknown>[]) => list.filter((r) => r.status === "active").length;
    // Every employee, inactive ones too, with their Fleks status (no status filter by default).
    expect(await count("fleks_employees")).toBe(fake.data.employees.length);
    expect(await count("fleks_clients")).toBe(active(fake.data.clients));
    expect(await count("fleks_projects")).toBe(15);
    expect(await count("fleks_jobs")).toBe(80);
    expect(await count("fleks_shifts")).toBe(2300);
    const shifts = runOf(runs, "shifts");
    expect(shifts).toMatchObject({ fetched: 2300, created: 2300, pages_done: 3, pages_total: 3, failed: 0 });
    const employees = await stack.sql`select * from fleks_employees where organization_id = ${owner.org}`;
    expect(employees.every((e) => /^\+316\d{8}$/.test(e.phone) && e.email === e.email.trim().toLowerCase())).toBe(true);
    expect(JSON.stringify(employees)).not.toMatch(/socialNumber|bankAcc|documentNumber|NX\d{7}|INGB/);
    const stats =
      await stack.sql`select table_name, row_count from synced_table_stats where organization_id = ${owner.org} order by table_name`;
    expect(stats.find((s) => s.table_name === "fleks_shifts")?.row_count).toBe(2300);
  });

  it("an incremental run fetches only what changed", async () => {
    const before = fake.requests.length;
    const touched = fake.touch("shifts", 7, 100, { status: "cancelled" });
    const [run] = await syncAndWait(owner, { objects: ["shifts"] });
    expect(run).toMatchObject({ status: "succeeded", updated: 7, created: 0 });
    expect(run?.fetched).toBeLessThan(60);
    // The window is read from the cursor; the coming weeks' ids (end_date) are read whole for deletions.
    const window = fake.requests.slice(before).filter((r) => !r.query.end_date);
    expect(window.length).toBeGreaterThan(0);
    expect(window.every((r) => r.query.updatedAtMin)).toBe(true);
    const ids = touched.map((s) => s.id as string);
    const rows =
      await stack.sql`select status from fleks_shifts where organization_id = ${owner.org} and uuid = any(${ids})`;
    expect(rows.every((r) => r.status === "cancelled")).toBe(true);
  });

  it("429 then success; a dropped connection is retried; a record without a required field is a partial run", async () => {
    fake.faults.rateLimit = { times: 2, retryAfterSeconds: 1, object: "clients" };
    fake.faults.drop = { object: "shifts", page: 2, times: 1 };
    const broken = fake.touch("shifts", 3, 2000, { jobId: null });
    const runs = await syncAndWait(owner, { objects: ["clients", "shifts"], full: true });
    expect(runOf(runs, "clients")?.status).toBe("succeeded");
    const shifts = runOf(runs, "shifts");
    expect(shifts).toMatchObject({ status: "partial", failed: 3, fetched: 2300 });
    expect(shifts?.error_samples.map((s: { record: string }) => s.record).sort()).toEqual(
      broken.map((b) => b.id).sort(),
    );
    expect(shifts?.error_samples[0].message).toContain("jobId");
    for (const s of broken) s.jobId = fake.data.jobs[0]?.uuid;
  });

  it("one object failing leaves the others to succeed; a rate limit that never ends reads rate_limited", async () => {
    fake.faults.brokenObject = "jobs";
    const runs = await syncAndWait(owner, { objects: ["jobs", "projects"] });
    fake.faults.brokenObject = undefined;
    expect(runOf(runs, "jobs")).toMatchObject({
      status: "failed",
      error: "Jobs sync failed: De Fleks API gaf een foutmelding. Internal Server Error",
    });
    expect(runOf(runs, "projects")?.status).toBe("succeeded");
    fake.faults.rateLimit = { times: 100, retryAfterSeconds: 0, object: "projects" };
    const [limited] = await syncAndWait(owner, { objects: ["projects"] });
    fake.faults.rateLimit = undefined;
    expect(limited).toMatchObject({ status: "rate_limited", error: "Projects sync failed: Rate limit exceeded" });
  }, 60_000);

  it("a shift created in Fleks while the pages are read: the record shown on two pages is stored once and the run ends", async () => {
    // Offset paging: page 3 starts with page 2's last shift. Page 2 is held up (a webhook
    // holding one of its rows) until page 3 has been read, so both pages are being written
    // at once: the two writers must not wait on each other's row, or the run would hang.
    const heldId = fake.data.shifts[1000]?.id as string;
    fake.faults.createBefore = { object: "shifts", page: 3 };
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    let locked = () => {};
    const lockTaken = new Promise<void>((r) => {
      locked = r;
    });
    const webhook = stack.sql.begin(async (tx) => {
      await tx`select 1 from fleks_shifts where organization_id = ${owner.org} and uuid = ${heldId} for update`;
      locked();
      await held;
    });
    await lockTaken;
    const before = fake.requests.length;
    const started = await api(owner, "POST", "sync", { objects: ["shifts"], full: true });
    await eventually(() => fake.requests.slice(before).some((r) => r.object === "shifts" && r.page === 3), 20_000);
    await new Promise((r) => setTimeout(r, 500));
    release();
    await webhook;
    const run = await eventually(async () => {
      const [r] = await stack.sql`select * from integration_sync_runs where id = ${started.body.runIds[0]}`;
      return r && !["queued", "running"].includes(r.status) ? r : null;
    }, 20_000);
    const created = fake.data.shifts.shift();
    expect(run).toMatchObject({ status: "succeeded", fetched: 2301, created: 0, failed: 0, pages_done: 3 });
    expect(run?.unchanged + run?.updated).toBe(2301);
    expect(await count("fleks_shifts")).toBe(2300);
    const [stored] =
      await stack.sql`select count(*)::int as n from fleks_shifts where organization_id = ${owner.org} and uuid = ${created?.id as string}`;
    expect(stored?.n).toBe(0);
  });

  it("saved mappings and filters are applied by the next sync", async () => {
    await stack.sql`update integration_sync_objects set
      mappings = ${stack.sql.json([
        { sourceField: "uuid", targetField: "externalId", required: true },
        { sourceField: "lastName", targetField: "lastName", required: false, transformer: "lowercase" },
        { sourceField: "city", targetField: "city", required: false },
        { sourceField: "", targetField: "country", required: false, transformer: "constant:NL" },
        // A sensitive source under a harmless target still carries nothing (a sensitive target
        // is refused when saved, and dropped by the sync: fleks-personal-identifiers.test.ts).
        { sourceField: "socialNumber", targetField: "reference", required: false },
      ])},
      filters = ${stack.sql.json({ statuses: ["active"], locations: ["Utrecht"] })}
      where organization_id = ${owner.org} and object = 'employees'`;
    await stack.sql`delete from fleks_employees where organization_id = ${owner.org}`;
    const [run] = await syncAndWait(owner, { objects: ["employees"], full: true });
    expect(run?.status).toBe("succeeded");
    const rows = await stack.sql`select * from fleks_employees where organization_id = ${owner.org}`;
    const expected = fake.data.employees.filter((e) => e.status === "active" && e.city === "Utrecht");
    expect(rows).toHaveLength(expected.length);
    expect(rows.every((r) => r.city === "Utrecht" && r.extra.country === "NL" && r.extra.reference === null)).toBe(
      true,
    );
    expect(rows.every((r) => r.last_name === r.last_name.toLowerCase() && r.first_name === "")).toBe(true);
    const status = fake.requests.at(-1)?.query.status;
    expect(status).toBe("active");
  });

  it("a mapping and a wider filter saved in the tabs reach the stored rows with the next incremental sync", async () => {
    const { zo, row } = await employeesSettings();
    const mappings = withCountry(row.mappings, "BE");
    expect(mappings).not.toEqual(row.mappings);
    const change = mutators.syncObject.update({
      id: row.id,
      mappings,
      filters: { statuses: ["active"] },
      now: Date.now(),
    });
    expect(await verdict(zo.mutate(change))).toEqual({ type: "success" });
    // Not `full`: an ordinary run, which without the rewind would read only what changed.
    const [run] = await syncAndWait(owner, { objects: ["employees"] });
    expect(run?.status).toBe("succeeded");
    const rows = await stack.sql`select * from fleks_employees where organization_id = ${owner.org}`;
    expect(rows).toHaveLength(fake.data.employees.filter((e) => e.status === "active").length);
    expect(rows.some((r) => r.city !== "Utrecht")).toBe(true);
    expect(rows.every((r) => r.extra.country === "BE")).toBe(true);
    expect((await employeesCursor()).getTime()).toBeGreaterThan(0);
  });

  it("a mapping changed while a sync reads stays pending: that run leaves the cursor rewound for the next", async () => {
    const { zo, row } = await employeesSettings();
    fake.touch("employees", 1, 0, { status: "active" }); // so the running run sees a record and has a cursor to set
    fake.faults.slowMs = 3000;
    let runId = "";
    try {
      runId = (await api(owner, "POST", "sync", { objects: ["employees"] })).body.runIds[0];
      await eventually(async () => {
        const [run] = await stack.sql`select status from integration_sync_runs where id = ${runId}`;
        return run?.status === "running" ? true : null;
      }, 20_000);
      const change = mutators.syncObject.update({
        id: row.id,
        mappings: withCountry(row.mappings, "DE"),
        now: Date.now(),
      });
      expect(await verdict(zo.mutate(change))).toEqual({ type: "success" });
    } finally {
      fake.faults.slowMs = undefined;
    }
    await eventually(async () => {
      const [run] = await stack.sql`select status from integration_sync_runs where id = ${runId}`;
      return run?.status === "succeeded" ? true : null;
    }, 30_000);
    expect((await employeesCursor()).getTime()).toBe(0);
    await syncAndWait(owner, { objects: ["employees"] });
    const rows = await stack.sql`select extra from fleks_employees where organization_id = ${owner.org}`;
    expect(rows.every((r) => r.extra.country === "DE")).toBe(true);
    expect((await employeesCursor()).getTime()).toBeGreaterThan(0);
  });

  it("the scheduler queues due objects once and moves their next run on", async () => {
    const sql = connectSql(stack.databaseUrl, { max: 1 });
    const db = connectDb(sql);
    try {
      await stack.sql`update integration_sync_objects set next_run_at = now() - interval '1 minute', schedule = '0 3 * * *'
        where organization_id = ${owner.org} and object in ('clients', 'projects')`;
      const [first, second] = await Promise.all([dispatchDueSyncs(db), dispatchDueSyncs(db)]);
      expect([...(first ?? []), ...(second ?? [])]).toHaveLength(2);
      const next =
        await stack.sql`select next_run_at from integration_sync_objects where organization_id = ${owner.org} and object = 'clients'`;
      expect(next[0]?.next_run_at.getTime()).toBeGreaterThan(Date.now());
      const runs = await eventually(async () => {
        const r =
          await stack.sql`select status, trigger from integration_sync_runs where organization_id = ${owner.org} and trigger = 'schedule'`;
        return r.length === 2 && r.every((x) => x.status === "succeeded") && r;
      }, 30_000);
      expect(runs).toHaveLength(2);
    } finally {
      await db.destroy();
    }
  });
});

describe("boundaries", () => {
  it("another organisation can neither read nor trigger anything; members cannot change", async () => {
    const other = await stack.signUpOwner("fleks-other@b.nl", "Olaf Other");
    for (const [method, path] of [
      ["POST", "sync"],
      ["GET", "test/employees"],
      ["GET", "preview/shifts"],
      ["DELETE", "connection"],
    ] as const) {
      expect((await api(other, method, path, method === "POST" ? {} : undefined, owner.org)).status).toBe(404);
    }
    expect((await api(other, "POST", "sync", {})).body.error.title).toBe("Fleks integratie niet gevonden");
    const member = await stack.signUpMember(owner.org, "fleks-member@a.nl", "Mees Member");
    const asMember = await stack.api(member, owner.org, "POST", "fleks/sync", {});
    expect(asMember.status).toBe(403);
    expect(await count("fleks_shifts", other.org)).toBe(0);
  });

  it("the token never left the server", () => {
    expect(replies.length).toBeGreaterThan(10);
    for (const reply of replies) expect(reply).not.toContain(fake.apiKey);
  });

  it("a stored key that cannot be opened reads as unauthorized, and its run fails at once", async () => {
    const [{ api_key_encrypted: sealed }] =
      await stack.sql`select api_key_encrypted from external_integrations where organization_id = ${owner.org}`;
    await stack.sql`update external_integrations set api_key_encrypted = 'versleuteld' where organization_id = ${owner.org}`;
    expect((await api(owner, "GET", "test/clients")).body).toMatchObject({ ok: false, reason: "unauthorized" });
    expect(
      (await api(owner, "POST", "validate", { baseUrl: fake.baseUrl, environment: "production" })).body,
    ).toMatchObject({ ok: false, reason: "unauthorized" });
    const [run] = await syncAndWait(owner, { objects: ["clients"] });
    expect(run?.status).toBe("failed");
    await stack.sql`update external_integrations set api_key_encrypted = ${sealed} where organization_id = ${owner.org}`;
  });

  it("disconnecting deletes the integration and keeps the synced rows", async () => {
    expect((await api(owner, "DELETE", "connection")).status).toBe(200);
    expect(await stack.sql`select 1 from external_integrations where organization_id = ${owner.org}`).toHaveLength(0);
    expect(await count("fleks_shifts")).toBe(2300);
    expect((await api(owner, "POST", "sync", {})).status).toBe(404);
    // The activity log reads the same as disconnecting from Integraties.
    const [removed] =
      await stack.sql`select details from activity_log where organization_id = ${owner.org} and kind = 'integration_removed'`;
    expect(removed?.details).toMatchObject({ provider: "Fleks", integration_type: "staffing" });
  });

  it("deleting an organisation deletes its synced rows; a page for an organisation that is gone stores nothing", async () => {
    const other = await stack.signUpOwner("fleks-weg@a.nl", "Wim Weg");
    const db = connectDb(stack.sql);
    const shift = toSyncedRow("shifts", { shiftId: "weg-1", jobId: "job-1" }, "2026-11-20T08:00:00.000Z");
    if (!shift) throw new Error("no row");
    expect(await upsertSyncedRows(db, other.org, "shifts", [shift])).toEqual({ created: 1, updated: 0, unchanged: 0 });
    await stack.sql`delete from organizations where id = ${other.org}`;
    expect(await count("fleks_shifts", other.org)).toBe(0);
    expect((await upsertSyncedRows(db, other.org, "shifts", [shift])).created).toBe(0);
    expect(await count("fleks_shifts", other.org)).toBe(0);
    expect(await count("fleks_shifts")).toBe(2300);
  });
});
