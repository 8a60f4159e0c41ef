import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_MAPPINGS } from "../../common/integrations/default-mappings.ts";
import { queries } from "../../common/zero/queries.ts";
import { connectDb, connectSql } from "../../server/db/connect.ts";
import { enqueueAction } from "../../server/fleks/actions/enqueue-action.ts";
import type { FakeRecord } from "../fakes/fleks/fake-fleks-data.ts";
import { type FakeFleks, startFakeFleks } from "../fakes/fleks/fake-fleks-server.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { eventually } from "../support/zero-client.ts";

// The Actions tab's server side end to end: routes, jobs and worker against the fake Fleks API.
let fake: FakeFleks;
let stack: Stack;
let owner: Owner;

beforeAll(async () => {
  fake = await startFakeFleks({ sizes: { employees: 30, clients: 4, projects: 4, jobs: 10, shifts: 20 } });
  // Every employee active (the default filter keeps only those); two have no phone at all.
  for (const e of fake.data.employees) e.status = "active";
  fake.touch("employees", 2, 0, { phoneNumber: null });
  stack = await startStack({ fakes: [fake] });
  owner = await stack.signUpOwner("acties@a.nl", "Anouk Acties");
  const saved = await act("PUT", "fleks/connection", { baseUrl: fake.baseUrl, token: fake.apiKey });
  expect(saved.status).toBe(200);
  await stack.sql`update integration_sync_objects set next_run_at = now() + interval '1 day' where organization_id = ${owner.org}`;
  const sync = await act("POST", "fleks/sync", { objects: ["employees"], full: true });
  await waitForRun(sync.body.runIds[0]);
}, 120_000);
afterAll(() => stack?.stop());

function act(method: string, path: string, body?: unknown, user: Parameters<Stack["api"]>[0] = owner, org = owner.org) {
  return stack.api(user, org, method, path, body);
}
async function waitForRun(id: string) {
  return eventually(async () => {
    const [run] = await stack.sql`select * from integration_sync_runs where id = ${id}`;
    return run && !["queued", "running"].includes(run.status) ? run : null;
  }, 60_000);
}
async function start(path: string, body: unknown) {
  const reply = await act("POST", `fleks/actions/${path}`, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return waitForRun(reply.body.runId);
}
const employees = () =>
  stack.sql`select id, first_name, last_name, phone_number, email, external_source, external_id, is_active
    from employees where organization_id = ${owner.org} order by id`;
const fleksEmployees = () =>
  stack.sql`select uuid, content_hash, deleted_at from fleks_employees where organization_id = ${owner.org} order by uuid`;

describe("import", () => {
  it("a dry-run writes only its run row and lists who would be created, skipped and welcomed", async () => {
    const before = await employees();
    const run = await start("import", { dryRun: true });
    expect(run).toMatchObject({ kind: "import", dry_run: true, status: "succeeded", created: 28, skipped: 2 });
    expect(run.welcomed).toBe(28);
    expect(run.changes.filter((c: { action: string }) => c.action === "skip")).toEqual([
      expect.objectContaining({ reason: "Geen telefoonnummer" }),
      expect.objectContaining({ reason: "Geen telefoonnummer" }),
    ]);
    expect(run.changes.filter((c: { action: string }) => c.action === "welcome")).toHaveLength(28);
    expect(await employees()).toEqual(before);

    // Asked to welcome, without a welcome template yet: the forecast is the real run's, none and why.
    const welcoming = await start("import", { dryRun: true, welcome: true });
    expect(welcoming).toMatchObject({ dry_run: true, status: "succeeded", created: 28, welcomed: 0 });
    expect(welcoming.changes[0]).toMatchObject({ action: "skip", record: "welcome", label: "Welkomstberichten" });
    expect(welcoming.changes.filter((c: { action: string }) => c.action === "welcome")).toHaveLength(0);
  });

  it("imports with phones in E.164, skips those without, matches a known phone and keeps the welcome wish", async () => {
    // A product employee added by hand earlier, with the phone of a platform employee.
    const [known] = await stack.sql`select uuid, phone from fleks_employees
      where organization_id = ${owner.org} and phone is not null order by uuid limit 1`;
    await stack.sql`insert into employees (id, organization_id, first_name, last_name, phone_number)
      values ('hand-1', ${owner.org}, 'Handmatig', 'Toegevoegd', ${known?.phone})`;
    const run = await start("import", { welcome: true });
    expect(run).toMatchObject({ dry_run: false, status: "succeeded", created: 27, updated: 1, skipped: 2 });
    expect(run.checkpoint).toMatchObject({ welcome: true });
    // No WhatsApp connection nor welcome template yet: nobody welcomed, and the run says why.
    expect(run.welcomed).toBe(0);
    // First in the list: the list is capped at 200 changes, and a large import's creates came before it.
    expect(run.changes[0]).toMatchObject({ action: "skip", record: "welcome" });
    const welcomes =
      await stack.sql`select count(*)::int as n from employee_welcomes where organization_id = ${owner.org}`;
    expect(welcomes[0]?.n).toBe(0);
    const rows = await employees();
    expect(rows).toHaveLength(28);
    expect(rows.every((e) => /^\+316\d{8}$/.test(e.phone_number) && e.external_source === "fleks")).toBe(true);
    expect(rows.find((e) => e.id === "hand-1")?.external_id).toBe(known?.uuid);
  });

  it("fills the employee number from Fleks with the default mappings, no mapping of one's own", async () => {
    const [object] = await stack.sql`select mappings from integration_sync_objects
      where organization_id = ${owner.org} and object = 'employees'`;
    expect(object?.mappings).toEqual(DEFAULT_MAPPINGS.employees);
    const numbers = new Map(fake.data.employees.map((e) => [e.uuid, e.personalNumber]));
    const rows = await stack.sql`select external_id, employee_number from employees
      where organization_id = ${owner.org} and external_id is not null`;
    expect(rows).toHaveLength(28);
    for (const row of rows) expect(row.employee_number).toBe(numbers.get(row.external_id));
  });

  it("a re-import makes no duplicates: unchanged stays unchanged, a changed phone is matched by the external id", async () => {
    const again = await start("import", {});
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 28, skipped: 2 });
    await stack.sql`update employees set phone_number = '+31699999999' where id = 'hand-1'`;
    const third = await start("import", {});
    expect(third).toMatchObject({ created: 0, updated: 1, unchanged: 27 });
    expect(await employees()).toHaveLength(28);
    expect((await employees()).find((e) => e.id === "hand-1")?.phone_number).not.toBe("+31699999999");
  });

  it("imports one chosen platform employee", async () => {
    await stack.sql`delete from employees where id = 'hand-1'`;
    const [one] = await stack.sql`select uuid from fleks_employees f where organization_id = ${owner.org}
      and phone is not null and not exists (select 1 from employees e where e.external_id = f.uuid)`;
    const run = await start("import", { uuids: [one?.uuid] });
    expect(run).toMatchObject({ created: 1, fetched: 1 });
    expect(await employees()).toHaveLength(28);
  });

  it("a queued import is joined only by a request for the same employees and welcome wish", async () => {
    const linked = await stack.sql`select external_id from employees where organization_id = ${owner.org}
      and external_id is not null order by external_id limit 2`;
    const [a, b] = linked.map((e) => e.external_id as string);
    await stack.sql`delete from employees where organization_id = ${owner.org} and external_id in (${a}, ${b})`;
    const [{ id: integrationId }] =
      await stack.sql`select id from external_integrations where organization_id = ${owner.org}`;
    const base = { organizationId: owner.org, integrationId, kind: "import" as const, object: "employees" as const };
    // One transaction, so all four are asked while the first is certainly still queued.
    const sql = connectSql(stack.databaseUrl, { max: 1 });
    const ids = await connectDb(sql)
      .transaction()
      .execute(async (trx) => [
        await enqueueAction(trx, { ...base, options: { welcome: false, uuids: [a] } }),
        await enqueueAction(trx, { ...base, options: { welcome: false, uuids: [a] } }),
        await enqueueAction(trx, { ...base, options: { welcome: false, uuids: [b] } }),
        await enqueueAction(trx, { ...base, options: { welcome: true, uuids: [a] } }),
      ])
      .finally(() => sql.end());
    expect(ids[1]).toBe(ids[0]);
    expect(new Set(ids).size).toBe(3);
    const [first, second, welcome] = await Promise.all([ids[0], ids[2], ids[3]].map((id) => waitForRun(id as string)));
    expect(first).toMatchObject({
      status: "succeeded",
      created: 1,
      checkpoint: expect.objectContaining({ uuids: [a] }),
    });
    expect(second).toMatchObject({
      status: "succeeded",
      created: 1,
      checkpoint: expect.objectContaining({ uuids: [b] }),
    });
    expect(welcome?.checkpoint).toMatchObject({ welcome: true, uuids: [a] });
    const back = await stack.sql`select external_id from employees where external_id in (${a}, ${b})`;
    expect(back).toHaveLength(2);
  });
});

describe("dry-run sync and backfill", () => {
  it("a dry-run sync reports what would change and stores nothing, cursor included", async () => {
    const before = await fleksEmployees();
    const [cursor] = await stack.sql`select cursor from integration_sync_objects
      where organization_id = ${owner.org} and object = 'employees'`;
    fake.touch("employees", 3, 5, { city: "Zwolle" });
    const run = await start("sync", { object: "employees", dryRun: true });
    expect(run).toMatchObject({ kind: "sync", dry_run: true, status: "succeeded", updated: 3, created: 0 });
    expect(run.changes.map((c: { action: string }) => c.action)).toEqual(["update", "update", "update"]);
    expect(await fleksEmployees()).toEqual(before);
    const [after] = await stack.sql`select cursor from integration_sync_objects
      where organization_id = ${owner.org} and object = 'employees'`;
    expect(after?.cursor).toEqual(cursor?.cursor);
  });

  it("a backfill reads from the chosen day, keeps every row and moves the cursor on again", async () => {
    const rows = (await fleksEmployees()).length;
    const asked = fake.requests.length;
    const run = await start("backfill", { object: "employees", since: "2026-01-05" });
    expect(run).toMatchObject({ trigger: "backfill", status: "succeeded", updated: 3 });
    expect(fake.requests.slice(asked)[0]?.query.updatedAtMin).toBe("2026-01-04T23:00:00.000Z");
    expect((await fleksEmployees()).length).toBe(rows);
    const [object] = await stack.sql`select cursor from integration_sync_objects
      where organization_id = ${owner.org} and object = 'employees'`;
    expect(new Date(object?.cursor).getTime()).toBeGreaterThan(Date.parse("2026-01-05"));
    for (const since of ["5-1-2026", "2026-02-30", "2999-01-01"])
      expect((await act("POST", "fleks/actions/backfill", { object: "employees", since })).status).toBe(400);
  });

  it("a backfill asked while a sync of the object runs is not lost: it runs after that sync", async () => {
    fake.faults.slowMs = 3000;
    let asked = 0;
    let backfill = "";
    try {
      const sync = await act("POST", "fleks/actions/sync", { object: "employees" });
      await eventually(async () => {
        const [run] = await stack.sql`select status from integration_sync_runs where id = ${sync.body.runId}`;
        return run?.status === "running" ? true : null;
      }, 20_000);
      asked = fake.requests.length;
      const reply = await act("POST", "fleks/actions/backfill", { object: "employees", since: "2026-01-06" });
      backfill = reply.body.runId;
      expect(backfill).not.toBe(sync.body.runId);
      // The same backfill asked again joins the queued one rather than doubling it.
      expect(
        (await act("POST", "fleks/actions/backfill", { object: "employees", since: "2026-01-07" })).body.runId,
      ).toBe(backfill);
    } finally {
      fake.faults.slowMs = undefined;
    }
    const run = await waitForRun(backfill);
    expect(run).toMatchObject({ trigger: "backfill", status: "succeeded" });
    expect(fake.requests.slice(asked).map((r) => r.query.updatedAtMin)).toContain("2026-01-05T23:00:00.000Z");
  });
});

describe("reconcile", () => {
  let removed: FakeRecord[] = [];
  it("applies nothing when the full pull fails, marks the gone ones deleted and their employees inactive when it completes", async () => {
    removed = fake.remove("employees", 2, 10);
    const gone = removed.map((e) => e.uuid as string);
    fake.faults.failPage = { object: "employees", page: 1 };
    const before = { fleks: await fleksEmployees(), employees: await employees() };
    const failed = await start("reconcile", { object: "employees" });
    expect(failed).toMatchObject({ kind: "reconcile", status: "failed", deactivated: 0 });
    expect(failed.error).toContain("Reconciliatie niet toegepast");
    expect({ fleks: await fleksEmployees(), employees: await employees() }).toEqual(before);
    fake.faults.failPage = undefined;

    const dry = await start("reconcile", { object: "employees", dryRun: true });
    expect(dry).toMatchObject({ dry_run: true, status: "succeeded", deactivated: 2 });
    expect({ fleks: await fleksEmployees(), employees: await employees() }).toEqual(before);

    const run = await start("reconcile", { object: "employees" });
    expect(run).toMatchObject({ status: "succeeded", deactivated: 2, fetched: 28 });
    const deactivations = run.changes.filter((c: { action: string }) => c.action === "deactivate");
    expect(deactivations.map((c: { record: string }) => c.record)).toEqual(expect.arrayContaining(gone));
    expect(deactivations.every((c: { label?: string }) => c.label)).toBe(true);
    const rows = await fleksEmployees();
    expect(rows).toHaveLength(before.fleks.length);
    expect(
      rows
        .filter((r) => r.deleted_at)
        .map((r) => r.uuid)
        .sort(),
    ).toEqual([...gone].sort());
    const linked = (await employees()).filter((e) => gone.includes(e.external_id));
    expect(linked.every((e) => e.is_active === false)).toBe(true);
    // Deleted platform employees are no longer imported.
    const again = await start("import", {});
    expect(again.fetched).toBe(28);
    expect(again.changes.map((c: { record: string }) => c.record)).not.toEqual(expect.arrayContaining([gone[0]]));
  });

  it("lists a record that came back in Fleks as restored, next to those still gone, and unmarks it", async () => {
    const [back, still] = removed;
    fake.data.employees.push(back as FakeRecord);
    const run = await start("reconcile", { object: "employees" });
    expect(run).toMatchObject({ status: "succeeded", fetched: 29, deactivated: 0, updated: 1 });
    expect(run.changes).toEqual([
      { action: "restore", record: back?.uuid, label: `${String(back?.firstName).trim()} ${back?.lastName}` },
    ]);
    const deleted = (await fleksEmployees()).filter((r) => r.deleted_at).map((r) => r.uuid);
    expect(deleted).toEqual([still?.uuid]);
  });
});

describe("export", () => {
  it("downloads the synced rows as semicolon CSV with a BOM, quoted and formula-safe", async () => {
    const [first] =
      await stack.sql`select uuid from fleks_employees where organization_id = ${owner.org} order by uuid limit 1`;
    await stack.sql`update fleks_employees set city = '=HYPERLINK("x")', last_name = 'de Vries; jr'
      where organization_id = ${owner.org} and uuid = ${first?.uuid}`;
    const res = await fetch(`${stack.url}/api/fleks/actions/export/employees`, {
      headers: { cookie: owner.cookie, origin: stack.url, "x-organization-id": owner.org },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="fleks-employees-/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "uuid;first_name;last_name;email;phone;city;status;extra;source_updated_at;synced_at;deleted_at",
    );
    expect(lines).toHaveLength(1 + (await fleksEmployees()).length);
    const row = lines.find((l) => l.startsWith(first?.uuid));
    expect(row).toContain(`;"de Vries; jr";`);
    expect(row).toContain(`;"'=HYPERLINK(""x"")";`);
    expect(lines.join("\n")).not.toMatch(/socialNumber|INGB|NX\d{7}/);
  });
});

describe("boundaries", () => {
  const calls: Array<[string, string, unknown?]> = [
    ["POST", "fleks/actions/import", {}],
    ["POST", "fleks/actions/sync", { object: "employees" }],
    ["POST", "fleks/actions/reconcile", { object: "employees" }],
    ["POST", "fleks/actions/backfill", { object: "employees", since: "2026-01-05" }],
    ["GET", "fleks/actions/export/employees"],
  ];

  it("a member is refused every action; another organisation's admin reaches nothing of ours", async () => {
    const member = await stack.signUpMember(owner.org, "lid-acties@a.nl", "Lid Acties");
    const other = await stack.signUpOwner("ander@b.nl", "Ander Bedrijf");
    const runs = async () =>
      Number(
        (
          await stack.sql`select count(*)::int as n from integration_sync_runs
            where organization_id in (${owner.org}, ${other.org})`
        )[0]?.n,
      );
    const before = await runs();
    for (const [method, path, body] of calls) {
      const asMember = await act(method, path, body, member, owner.org);
      expect(asMember.status, `${method} ${path}`).toBe(403);
      expect(asMember.body.error.title).toBeTruthy();
      expect((await act(method, path, body, other, owner.org)).status, `${method} ${path}`).toBe(404);
      // Their own organisation has no Fleks: nothing to act on.
      expect((await act(method, path, body, other, other.org)).status, `${method} ${path}`).toBe(404);
    }
    expect(await runs()).toBe(before);
  });

  it("the platform employees reach our own members through Zero, never another organisation", async () => {
    const args = { organizationId: owner.org };
    const ours = await stack.openZero(owner);
    const seen = await eventually(async () => {
      // Waiting for an import, or listed apart as one an import would leave out.
      const rows = [
        ...(await ours.run(queries.fleksActions.notImported({ ...args, limit: 100 }), { type: "complete" })),
        ...(await ours.run(queries.fleksActions.notImportable(args), { type: "complete" })),
      ];
      return rows.length > 0 ? rows : undefined;
    });
    expect(seen.every((r) => r.deleted_at == null)).toBe(true);
    const theirs = await stack.openZero(await stack.signUpOwner("buiten@c.nl", "Buiten Staander"));
    expect(await theirs.run(queries.fleksActions.notImported({ ...args, limit: 100 }), { type: "complete" })).toEqual(
      [],
    );
    expect(await theirs.run(queries.fleksActions.notImportable(args), { type: "complete" })).toEqual([]);
  });
});

describe("activity log", () => {
  it("records each import, reconcile and export with its counts and who did it, for that organisation only", async () => {
    const log = await stack.openZero(owner);
    const entries = async (kind: "fleks_employees_imported" | "fleks_reconciled" | "fleks_exported") =>
      log.run(queries.activity.ofOrganization({ organizationId: owner.org, kind, limit: 100 }), { type: "complete" });
    const before = {
      imported: (await entries("fleks_employees_imported")).length,
      reconciled: (await entries("fleks_reconciled")).length,
    };
    const imported = await start("import", {});
    // A dry-run changes nothing: not in the log.
    const dry = await start("reconcile", { object: "employees", dryRun: true });
    const reconciled = await start("reconcile", { object: "employees" });
    const res = await fetch(`${stack.url}/api/fleks/actions/export/employees`, {
      headers: { cookie: owner.cookie, origin: stack.url, "x-organization-id": owner.org },
    });
    expect(res.status).toBe(200);
    await res.arrayBuffer();

    const importEntry = await eventually(async () =>
      (await entries("fleks_employees_imported")).find((e) => e.target === imported.id),
    );
    expect(importEntry).toMatchObject({
      actor_user_id: owner.userId,
      details: {
        created: imported.created,
        updated: imported.updated,
        unchanged: imported.unchanged,
        skipped: imported.skipped,
        welcomed: 0,
      },
    });
    const reconciles = await eventually(async () => {
      const rows = await entries("fleks_reconciled");
      return rows.some((e) => e.target === reconciled.id) ? rows : undefined;
    });
    expect(reconciles.find((e) => e.target === dry.id)).toBeUndefined();
    expect(reconciles).toHaveLength(before.reconciled + 1);
    expect(reconciles.find((e) => e.target === reconciled.id)).toMatchObject({
      actor_user_id: owner.userId,
      details: { object: "employees", fetched: reconciled.fetched, marked_deleted: 0, restored: 0 },
    });
    expect(await entries("fleks_employees_imported")).toHaveLength(before.imported + 1);
    const exported = await eventually(async () => (await entries("fleks_exported"))[0]);
    expect(exported).toMatchObject({
      actor_user_id: owner.userId,
      target: "employees",
      details: { object: "employees", rows: (await fleksEmployees()).length },
    });

    // Another organisation's admin sees none of it, in their own log or ours.
    const other = await stack.signUpOwner("logboek@d.nl", "Derde Partij");
    const theirs = await stack.openZero(other);
    const ofKinds = (rows: readonly { kind: string }[]) => rows.filter((r) => r.kind.startsWith("fleks_"));
    expect(
      ofKinds(
        await theirs.run(queries.activity.ofOrganization({ organizationId: other.org, kind: null, limit: 100 }), {
          type: "complete",
        }),
      ),
    ).toEqual([]);
    expect(
      await theirs.run(queries.activity.ofOrganization({ organizationId: owner.org, kind: null, limit: 100 }), {
        type: "complete",
      }),
    ).toEqual([]);
  });
});
