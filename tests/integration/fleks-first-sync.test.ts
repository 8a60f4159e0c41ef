import { afterAll, beforeAll, expect, it } from "vitest";
import { type FakeFleks, startFakeFleks } from "../fakes/fleks/fake-fleks-server.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { eventually } from "../support/zero-client.ts";

// The first sync after saving the connection brings every employee (with their Fleks status),
// client, project and job, however long ago it last changed in Fleks, and every shift that
// starts from 30 days ago on, however long ago it was planned. The fake's tenant has part of
// each object unchanged for 31 to 400 days.
let fake: FakeFleks;
let stack: Stack;
let owner: Owner;
const AGED = { employees: 15, clients: 4, projects: 5, jobs: 20, shifts: 30 };
const DAY = 86_400_000;

beforeAll(async () => {
  fake = await startFakeFleks({
    sizes: { employees: 50, clients: 12, projects: 10, jobs: 60, shifts: 200 },
    aged: AGED,
  });
  stack = await startStack({ fakes: [fake] });
  owner = await stack.signUpOwner("eerste-sync@a.nl", "Eva Eerste");
}, 180_000);
afterAll(() => stack?.stop());

const org = () => owner.org;
async function syncAndWait(body: { objects?: string[]; full?: boolean }) {
  const started = await stack.api(owner, org(), "POST", "fleks/sync", body);
  expect(started.status).toBe(200);
  const ids: string[] = started.body.runIds;
  return eventually(async () => {
    const runs = await stack.sql`select * from integration_sync_runs where id = any(${ids})`;
    return runs.length === ids.length && runs.every((r) => !["queued", "running"].includes(r.status)) ? runs : null;
  }, 60_000);
}
const stored = async (table: string) =>
  new Set(
    (await stack.sql`select uuid from ${stack.sql(table)} where organization_id = ${org()}`).map(
      (r) => r.uuid as string,
    ),
  );
const old = (r: { updatedAt: string }) => Date.parse(r.updatedAt) < Date.now() - 30 * DAY;

it("the first sync brings records unchanged for months, every employee with their status, and shifts by their start", async () => {
  const saved = await stack.api(owner, org(), "PUT", "fleks/connection", { baseUrl: fake.baseUrl, token: fake.apiKey });
  expect(saved.status).toBe(200);
  await stack.sql`update integration_sync_objects set next_run_at = now() + interval '1 day' where organization_id = ${org()}`;
  const filters =
    await stack.sql`select object, filters from integration_sync_objects where organization_id = ${org()}`;
  const filtersOf = (object: string) => filters.find((f) => f.object === object)?.filters;
  expect(filtersOf("employees")).toEqual({});
  expect(filtersOf("clients")).toEqual({ statuses: ["active"] });
  expect(filtersOf("jobs")).toEqual({});
  expect(filtersOf("shifts")).toEqual({});
  expect(fake.data.employees.filter(old)).toHaveLength(AGED.employees);
  // A shift that started 40 days ago is history the product does not read.
  const past = { ...fake.data.shifts[0], id: "past-shift-1", start: new Date(Date.now() - 40 * DAY).toISOString() };
  fake.data.shifts.push(past as (typeof fake.data.shifts)[number]);

  const asked = fake.requests.length;
  const runs = await syncAndWait({});
  expect(runs.map((r) => r.status)).toEqual(Array(5).fill("succeeded"));
  // Every object was read without an updatedAt window; shifts by their start, from 30 days back.
  const requests = fake.requests.slice(asked);
  expect(requests.every((r) => !r.query.updatedAtMin)).toBe(true);
  expect(requests.some((r) => r.object === "employees" && r.query.status)).toBe(false);
  const shiftWindow = requests.find((r) => r.object === "shifts" && !r.query.end_date)?.query.start_date;
  expect(Math.abs(Date.parse(shiftWindow ?? "") - (Date.now() - 30 * DAY))).toBeLessThan(2 * DAY);

  const employees = await stack.sql`select uuid, status from fleks_employees where organization_id = ${org()}`;
  const statusOf = new Map(employees.map((e) => [e.uuid as string, e.status as string]));
  expect(statusOf.size).toBe(fake.data.employees.length);
  for (const e of fake.data.employees) expect(statusOf.get(e.uuid as string)).toBe(e.status);
  expect(fake.data.employees.filter((e) => old(e) && e.status === "active").length).toBeGreaterThan(0);
  expect(fake.data.employees.some((e) => e.status === "inactive")).toBe(true);
  const jobs = await stored("fleks_jobs");
  expect(jobs.size).toBe(60);
  const clients = await stored("fleks_clients");
  for (const c of fake.data.clients.filter((c) => old(c) && c.status === "active"))
    expect(clients.has(c.uuid as string)).toBe(true);
  expect((await stored("fleks_projects")).size).toBe(10);
  // Shifts planned (last changed) up to 400 days ago arrive; the one that started 40 days ago does not.
  const shifts = await stored("fleks_shifts");
  expect(shifts.size).toBe(200);
  expect(fake.data.shifts.filter(old)).toHaveLength(AGED.shifts);
  for (const s of fake.data.shifts.filter(old)) expect(shifts.has(s.id as string)).toBe(true);
  expect(shifts.has("past-shift-1")).toBe(false);
});

it("a 'modified since' the user sets on a reference object is kept as its floor", async () => {
  await stack.sql`update integration_sync_objects set filters = '{"modifiedSince": "-30d"}'::jsonb, cursor = null
    where organization_id = ${org()} and object = 'jobs'`;
  const asked = fake.requests.length;
  const [run] = await syncAndWait({ objects: ["jobs"] });
  expect(run).toMatchObject({ status: "succeeded", fetched: 60 - AGED.jobs });
  const since = fake.requests.slice(asked).find((r) => r.object === "jobs")?.query.updatedAtMin;
  expect(Math.abs(Date.parse(since ?? "") - (Date.now() - 30 * DAY))).toBeLessThan(5 * 60_000);
});
