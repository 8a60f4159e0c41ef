import { afterAll, beforeAll, expect, it } from "vitest";
import { type FakeFleks, startFakeFleks } from "../fakes/fleks/fake-fleks-server.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { eventually } from "../support/zero-client.ts";

// The first sync after saving the connection brings every employee, client, project and job,
// however long ago it last changed in Fleks; shifts keep the spec's 'modified since -30d'. The
// fake's tenant has part of each object unchanged for 31 to 400 days.
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

it("the first sync brings reference records unchanged for months; shifts keep their 30-day window", async () => {
  const saved = await stack.api(owner, org(), "PUT", "fleks/connection", { baseUrl: fake.baseUrl, token: fake.apiKey });
  expect(saved.status).toBe(200);
  await stack.sql`update integration_sync_objects set next_run_at = now() + interval '1 day' where organization_id = ${org()}`;
  const filters =
    await stack.sql`select object, filters from integration_sync_objects where organization_id = ${org()}`;
  const filtersOf = (object: string) => filters.find((f) => f.object === object)?.filters;
  expect(filtersOf("employees")).toEqual({ statuses: ["active"] });
  expect(filtersOf("jobs")).toEqual({});
  expect(filtersOf("shifts")).toEqual({ modifiedSince: "-30d" });
  expect(fake.data.employees.filter(old)).toHaveLength(AGED.employees);

  const asked = fake.requests.length;
  const runs = await syncAndWait({});
  expect(runs.map((r) => r.status)).toEqual(Array(5).fill("succeeded"));
  // Reference objects were read without a window, shifts from 30 days back.
  const requests = fake.requests.slice(asked);
  for (const object of ["employees", "clients", "projects", "jobs"])
    expect(requests.filter((r) => r.object === object).every((r) => !r.query.updatedAtMin)).toBe(true);
  const shiftSince = requests.find((r) => r.object === "shifts")?.query.updatedAtMin;
  expect(Math.abs(Date.parse(shiftSince ?? "") - (Date.now() - 30 * DAY))).toBeLessThan(5 * 60_000);

  const employees = await stored("fleks_employees");
  const agedActive = fake.data.employees.filter((e) => old(e) && e.status === "active");
  expect(agedActive.length).toBeGreaterThan(0);
  for (const e of agedActive) expect(employees.has(e.uuid as string)).toBe(true);
  expect(employees.size).toBe(fake.data.employees.filter((e) => e.status === "active").length);
  const jobs = await stored("fleks_jobs");
  expect(jobs.size).toBe(60);
  const clients = await stored("fleks_clients");
  for (const c of fake.data.clients.filter((c) => old(c) && c.status === "active"))
    expect(clients.has(c.uuid as string)).toBe(true);
  expect((await stored("fleks_projects")).size).toBe(10);
  const shifts = await stored("fleks_shifts");
  expect(shifts.size).toBe(200 - AGED.shifts);
  for (const s of fake.data.shifts.filter(old)) expect(shifts.has(s.id as string)).toBe(false);
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
