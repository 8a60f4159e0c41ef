import { afterAll, beforeAll, expect, it } from "vitest";
import { type FakeFleks, startFakeFleks } from "../fakes/fleks/fake-fleks-server.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { eventually } from "../support/zero-client.ts";

// What the Monitor reads while a run is under way, observed on the run row itself: a sync
// waiting out Fleks' 429 says so and when it retries, and an import's progress moves per
// batch instead of jumping to the end.
let fake: FakeFleks;
let stack: Stack;
let owner: Owner;
const EMPLOYEES = 3000;

beforeAll(async () => {
  fake = await startFakeFleks({ sizes: { employees: EMPLOYEES, clients: 5, projects: 2, jobs: 2, shifts: 2 } });
  stack = await startStack({ fakes: [fake] });
  owner = await stack.signUpOwner("voortgang@a.nl", "Vera Voortgang");
  const saved = await stack.api(owner, owner.org, "PUT", "fleks/connection", {
    baseUrl: fake.baseUrl,
    token: fake.apiKey,
  });
  expect(saved.status).toBe(200);
  // Only the runs these tests start: the scheduler's first round is put off.
  await stack.sql`update integration_sync_objects set next_run_at = now() + interval '1 day' where organization_id = ${owner.org}`;
}, 180_000);
afterAll(() => stack?.stop());

const runRow = async (id: string) => (await stack.sql`select * from integration_sync_runs where id = ${id}`)[0];
const ended = (id: string) =>
  eventually(async () => {
    const run = await runRow(id);
    return run && !["queued", "running"].includes(run.status) ? run : null;
  }, 90_000);

it("a sync waiting out a 429 shows when it retries while still running, and clears it when the page comes", async () => {
  fake.faults.rateLimit = { times: 1, retryAfterSeconds: 3, object: "clients" };
  const started = await stack.api(owner, owner.org, "POST", "fleks/sync", { objects: ["clients"] });
  const runId: string = started.body.runIds[0];
  const waiting = await eventually(async () => {
    const run = await runRow(runId);
    return run?.retry_at ? run : null;
  }, 20_000);
  // Not failed, not finished: the same open run, with the moment Retry-After named.
  expect(waiting).toMatchObject({ status: "running", finished_at: null });
  const ahead = waiting.retry_at.getTime() - Date.now();
  expect(ahead).toBeGreaterThan(0);
  expect(ahead).toBeLessThanOrEqual(3_500);
  const run = await ended(runId);
  fake.faults.rateLimit = undefined;
  expect(run).toMatchObject({ status: "succeeded", retry_at: null, pages_done: 1 });
}, 60_000);

it("an import's progress moves per batch of employees while it runs", async () => {
  const sync = await stack.api(owner, owner.org, "POST", "fleks/sync", { objects: ["employees"], full: true });
  expect((await ended(sync.body.runIds[0])).status).toBe("succeeded");
  // The default filters keep only active employees: the import takes what the sync stored.
  const [{ n: total }] =
    await stack.sql`select count(*)::int as n from fleks_employees where organization_id = ${owner.org}`;
  expect(total).toBeGreaterThan(EMPLOYEES / 2);
  const started = await stack.api(owner, owner.org, "POST", "fleks/actions/import", {});
  const runId: string = started.body.runId;
  // Read the row as fast as the database answers until the run ends.
  const seen: Array<{ status: string; done: number; total: number | null }> = [];
  for (let last = await runRow(runId); ; last = await runRow(runId)) {
    seen.push({ status: last.status, done: last.pages_done, total: last.pages_total });
    if (!["queued", "running"].includes(last.status)) break;
  }
  const final = await runRow(runId);
  expect(final).toMatchObject({ status: "succeeded", pages_done: total, pages_total: total });
  expect(final.created).toBeGreaterThan(total / 2);
  const midway = seen.filter((s) => s.status === "running" && s.total === total && s.done < total);
  const steps = new Set(midway.map((s) => s.done));
  // At least two different partial counts: progress moved while the run was still running.
  expect(steps.size).toBeGreaterThanOrEqual(2);
  expect([...steps].some((done) => done > 0)).toBe(true);
}, 120_000);
