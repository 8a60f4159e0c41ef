import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDb, connectSql } from "../../server/db/connect.ts";
import { dispatchDueSyncs } from "../../server/fleks/sync/dispatch-due-syncs.ts";
import { type FakeFleks, startFakeFleks } from "../fakes/fleks/fake-fleks-server.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { eventually } from "../support/zero-client.ts";

// What a planner with a real roster noticed: shifts deleted in Fleks, rosters planned long
// ago, employees set inactive, pages that do not add up, answers cut off. The app (routes and
// worker) against the fake Fleks API.
let fake: FakeFleks;
let stack: Stack;
let owner: Owner;
const DAY = 86_400_000;

beforeAll(async () => {
  fake = await startFakeFleks({ sizes: { employees: 50, clients: 5, projects: 5, jobs: 20, shifts: 1500 } });
  stack = await startStack({ fakes: [fake] });
  owner = await stack.signUpOwner("planner@uitzend.nl", "Petra Planner");
  const saved = await stack.api(owner, owner.org, "PUT", "fleks/connection", {
    baseUrl: fake.baseUrl,
    token: fake.apiKey,
  });
  expect(saved.status).toBe(200);
  // The tests start every run themselves.
  await stack.sql`update integration_sync_objects set next_run_at = now() + interval '1 day' where organization_id = ${owner.org}`;
}, 180_000);
afterAll(() => stack?.stop());

const waitFor = (ids: string[]) =>
  eventually(async () => {
    const runs = await stack.sql`select * from integration_sync_runs where id = any(${ids})`;
    return runs.length === ids.length && runs.every((r) => !["queued", "running"].includes(r.status)) ? runs : null;
  }, 60_000);
async function syncAndWait(body: { objects?: string[]; full?: boolean }) {
  const started = await stack.api(owner, owner.org, "POST", "fleks/sync", body);
  expect(started.status).toBe(200);
  return waitFor(started.body.runIds);
}
/** A scheduled run of `object`, as the every-minute dispatcher queues it. */
async function scheduledRun(object: string) {
  await stack.sql`update integration_sync_objects set next_run_at = now() - interval '1 second'
    where organization_id = ${owner.org} and object = ${object}`;
  const sql = connectSql(stack.databaseUrl, { max: 1 });
  const db = connectDb(sql);
  try {
    const ids = await dispatchDueSyncs(db);
    expect(ids).toHaveLength(1);
    const [run] = await waitFor(ids);
    return run;
  } finally {
    await db.destroy();
  }
}
/** The shift runs so far as if an hour ago, so the next is the first of its hour. */
const lastHourForShiftRuns = () =>
  stack.sql`update integration_sync_runs set started_at = started_at - interval '1 hour'
    where organization_id = ${owner.org} and object = 'shifts'`;
const cursorOf = async (object: string) =>
  (
    await stack.sql`select cursor from integration_sync_objects where organization_id = ${owner.org} and object = ${object}`
  )[0]?.cursor as Date;
const statOf = async (table: string) =>
  Number(
    (
      await stack.sql`select row_count from synced_table_stats where organization_id = ${owner.org} and table_name = ${table}`
    )[0]?.row_count,
  );

describe("the Fleks sync, as a planner sees it", () => {
  it("first sync: everything in", async () => {
    const runs = await syncAndWait({});
    expect(runs.map((r) => r.status)).toEqual(Array(5).fill("succeeded"));
  });

  it("a shift deleted in Fleks is marked deleted by the next scheduled run and leaves the Database count", async () => {
    const inDays = (s: Record<string, unknown>) => (Date.parse(String(s.start)) - Date.now()) / DAY;
    const upcoming = fake.data.shifts.filter((s) => inDays(s) > 1 && inDays(s) < 19).slice(0, 3);
    const past = fake.data.shifts.find((s) => inDays(s) < -2);
    const gone = [...upcoming, past].map((s) => s?.id as string);
    for (const id of gone)
      fake.data.shifts.splice(
        fake.data.shifts.findIndex((s) => s.id === id),
        1,
      );
    // The first run of an hour checks every upcoming week (see the next test).
    await lastHourForShiftRuns();
    const run = await scheduledRun("shifts");
    expect(run).toMatchObject({ status: "succeeded", trigger: "schedule", deactivated: 3 });
    const rows = await stack.sql`select uuid, deleted_at from fleks_shifts
      where organization_id = ${owner.org} and uuid = any(${gone})`;
    const deleted = new Map(rows.map((r) => [r.uuid as string, r.deleted_at !== null]));
    for (const s of upcoming) expect(deleted.get(s.id as string)).toBe(true);
    // A shift that already took place is history: outside the checked weeks, left as it was.
    expect(deleted.get(past?.id as string)).toBe(false);
    expect(await statOf("fleks_shifts")).toBe(1500 - 3);
    // It comes back if Fleks has it again.
    fake.data.shifts.push(upcoming[0] as (typeof fake.data.shifts)[number]);
    await lastHourForShiftRuns();
    expect(await scheduledRun("shifts")).toMatchObject({ status: "succeeded", deactivated: 0 });
    const [back] = await stack.sql`select deleted_at from fleks_shifts
      where organization_id = ${owner.org} and uuid = ${upcoming[0]?.id as string}`;
    expect(back?.deleted_at).toBeNull();
  });

  it("a run in the hour of the last checks today and tomorrow for deletions; the hour's first checks every upcoming week", async () => {
    const hours = (s: Record<string, unknown>) => (Date.parse(String(s.start)) - Date.now()) / 3_600_000;
    const soon = fake.data.shifts.find((s) => hours(s) > 1 && hours(s) < 20);
    const later = fake.data.shifts.find((s) => hours(s) > 5 * 24 && hours(s) < 15 * 24);
    for (const id of [soon?.id, later?.id])
      fake.data.shifts.splice(
        fake.data.shifts.findIndex((s) => s.id === id),
        1,
      );
    const deletedOf = async (id: unknown) =>
      (
        await stack.sql`select deleted_at from fleks_shifts where organization_id = ${owner.org} and uuid = ${String(id)}`
      )[0]?.deleted_at;
    // Not across the turn of an hour: the next run must share its hour with the one before.
    const toTurn = 3_600_000 - (Date.now() % 3_600_000);
    if (toTurn < 30_000) await new Promise((resolve) => setTimeout(resolve, toTurn + 1_000));
    await stack.sql`update integration_sync_runs set started_at = now()
      where organization_id = ${owner.org} and object = 'shifts' and status = 'succeeded'`;
    expect(await scheduledRun("shifts")).toMatchObject({ status: "succeeded", deactivated: 1 });
    expect(await deletedOf(soon?.id)).not.toBeNull();
    expect(await deletedOf(later?.id)).toBeNull();
    await lastHourForShiftRuns();
    expect(await scheduledRun("shifts")).toMatchObject({ status: "succeeded", deactivated: 1 });
    expect(await deletedOf(later?.id)).not.toBeNull();
    // "Nu synchroniseren" (or a webhook) checks every upcoming week, whatever the hour.
    const another = fake.data.shifts.find((s) => hours(s) > 5 * 24 && hours(s) < 15 * 24);
    fake.data.shifts.splice(
      fake.data.shifts.findIndex((s) => s.id === another?.id),
      1,
    );
    const [manual] = await syncAndWait({ objects: ["shifts"] });
    expect(manual).toMatchObject({ status: "succeeded", deactivated: 1 });
    expect(await deletedOf(another?.id)).not.toBeNull();
  });

  it("a full sync marks a shift deleted in Fleks from what it read, without reading the upcoming weeks again", async () => {
    const inDays = (s: Record<string, unknown>) => (Date.parse(String(s.start)) - Date.now()) / DAY;
    const gone = fake.data.shifts.find((s) => inDays(s) > 2 && inDays(s) < 20);
    fake.data.shifts.splice(
      fake.data.shifts.findIndex((s) => s.id === gone?.id),
      1,
    );
    const before = fake.requests.length;
    const [run] = await syncAndWait({ objects: ["shifts"], full: true });
    expect(run).toMatchObject({ status: "succeeded", trigger: "backfill", deactivated: 1 });
    const [row] = await stack.sql`select deleted_at from fleks_shifts
      where organization_id = ${owner.org} and uuid = ${String(gone?.id)}`;
    expect(row?.deleted_at).not.toBeNull();
    // One read of the shifts: none of the check's own (bounded by an end date).
    const reads = fake.requests.slice(before).filter((r) => r.object === "shifts");
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.filter((r) => "end_date" in r.query)).toEqual([]);
  });

  it("a standing roster planned 40 days ago arrives, and a backfill is never capped by 'modified since'", async () => {
    const template = fake.data.shifts[0] as (typeof fake.data.shifts)[number];
    const planned = (id: string) => ({
      ...template,
      id,
      start: new Date(Date.now() + 7 * DAY).toISOString(),
      end: new Date(Date.now() + 7 * DAY + 8 * 3_600_000).toISOString(),
      updatedAt: new Date(Date.now() - 40 * DAY).toISOString(),
    });
    // A user who set 'modified since -30d' on shifts: a backfill still reads back past it.
    await stack.sql`update integration_sync_objects set filters = '{"modifiedSince": "-30d"}'::jsonb
      where organization_id = ${owner.org} and object = 'shifts'`;
    fake.data.shifts.push(planned("standing-roster-1"));
    const [run] = await syncAndWait({ objects: ["shifts"], full: true });
    expect(run?.status).toBe("succeeded");
    const [row] =
      await stack.sql`select deleted_at from fleks_shifts where organization_id = ${owner.org} and uuid = 'standing-roster-1'`;
    expect(row).toBeDefined();
    await stack.sql`update integration_sync_objects set filters = '{}'::jsonb
      where organization_id = ${owner.org} and object = 'shifts'`;
  });

  it("an employee set inactive in Fleks is read again and stored with that status", async () => {
    const [employee] = fake.touch("employees", 1, 3, { status: "inactive" });
    const [run] = await syncAndWait({ objects: ["employees"] });
    expect(run?.status).toBe("succeeded");
    const [row] = await stack.sql`select status from fleks_employees
      where organization_id = ${owner.org} and uuid = ${employee?.uuid as string}`;
    expect(row?.status).toBe("inactive");
    expect(await statOf("fleks_employees")).toBe(50);
  });

  it("a page that repeats the one before fails the run, in Dutch, and leaves the cursor", async () => {
    const cursor = await cursorOf("shifts");
    fake.touch("shifts", 1200, 0);
    fake.faults.repeatPage = { object: "shifts", page: 2 };
    const [run] = await syncAndWait({ objects: ["shifts"] });
    fake.faults.repeatPage = undefined;
    expect(run).toMatchObject({
      status: "failed",
      error:
        "Shifts sync failed: Fleks gaf op pagina 2 dezelfde records als op de pagina ervoor. De sync is gestopt en leest dezelfde periode de volgende keer opnieuw.",
    });
    expect((await cursorOf("shifts")).getTime()).toBe(cursor.getTime());
    const [again] = await syncAndWait({ objects: ["shifts"] });
    expect(again?.status).toBe("succeeded");
    expect(again?.fetched).toBeGreaterThanOrEqual(1200);
  });

  it("an answer cut off halfway is retried like a network error", async () => {
    fake.touch("jobs", 20, 0);
    const before = fake.requests.length;
    fake.faults.truncate = { times: 2, object: "jobs" };
    const [run] = await syncAndWait({ objects: ["jobs"] });
    expect(run).toMatchObject({ status: "succeeded", fetched: 20 });
    expect(fake.requests.slice(before).filter((r) => r.object === "jobs")).toHaveLength(3);
  });
});

describe("a revoked token", () => {
  it("counts failed runs in a row, tells the admins once after three, and clears when a run succeeds", async () => {
    const failures = async () =>
      Number(
        (
          await stack.sql`select failures_in_row from integration_sync_objects
            where organization_id = ${owner.org} and object = 'clients'`
        )[0]?.failures_in_row,
      );
    const alerts = () => stack.sql`select title, message, type from notifications
      where organization_id = ${owner.org} and user_id = ${owner.userId} and title = 'Fleks-sync mislukt'`;
    fake.faults.unauthorized = true;
    try {
      for (const n of [1, 2]) {
        const [run] = await syncAndWait({ objects: ["clients"] });
        expect(run?.status).toBe("failed");
        expect(await failures()).toBe(n);
      }
      expect(await alerts()).toHaveLength(0);
      await syncAndWait({ objects: ["clients"] });
      const [alert] = await alerts();
      expect(alert).toMatchObject({
        type: "other",
        message:
          "De laatste 3 synchronisaties met Fleks zijn mislukt. Fleks weigert het token: controleer het API-token. Tot dit is opgelost krijgen medewerkers verouderde roosters.",
      });
      // Once per outage: a fourth failure tells no one again.
      await syncAndWait({ objects: ["clients"] });
      expect(await failures()).toBe(4);
      expect(await alerts()).toHaveLength(1);
    } finally {
      fake.faults.unauthorized = false;
    }
    const [recovered] = await syncAndWait({ objects: ["clients"] });
    expect(recovered?.status).toBe("succeeded");
    expect(await failures()).toBe(0);
    const [integration] =
      await stack.sql`select sync_alerted_at from external_integrations where organization_id = ${owner.org}`;
    expect(integration?.sync_alerted_at).toBeNull();
  });
});
