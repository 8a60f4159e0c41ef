import postgres from "postgres";
import { afterAll, expect, it } from "vitest";
import { type FakeFleks, startFakeFleks } from "../fakes/fleks/fake-fleks-server.ts";
import { dateBackDeadWorker, killWorker } from "../support/dead-worker.ts";
import { type RunningApp, startApp } from "../support/start-app.ts";
import { eventually, signUpUser, type TestUser } from "../support/zero-client.ts";

// A worker killed in the middle of a Fleks sync: the restarted app resumes the same run at
// its checkpoint's page, and ends with the same rows as a run nobody interrupted.
const running: RunningApp[] = [];
let fake: FakeFleks | undefined;
afterAll(async () => {
  for (const app of running) await app.stop();
  await fake?.stop();
});

const call = (app: RunningApp, user: TestUser, org: string, method: string, path: string, body?: unknown) =>
  fetch(`${app.url}/api/fleks/${path}`, {
    method,
    headers: { cookie: user.cookie, origin: app.url, "x-organization-id": org, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then(async (res) => ({ status: res.status, body: await res.json() }));

/** An owner with Fleks connected (scheduler held off) and a full shifts sync started; returns the run id. */
async function startShiftsSync(app: RunningApp, sql: postgres.Sql, email: string, fleks: FakeFleks) {
  const user = await signUpUser(app.url, email, "Kees Crash");
  const [{ organization_id: org }] =
    await sql`select organization_id from organization_members where user_id = ${user.userId}`;
  const saved = await call(app, user, org, "PUT", "connection", {
    baseUrl: fleks.baseUrl,
    token: fleks.apiKey,
    environment: "production",
  });
  expect(saved.status).toBe(200);
  await sql`update integration_sync_objects set next_run_at = now() + interval '1 day' where organization_id = ${org}`;
  const started = await call(app, user, org, "POST", "sync", { objects: ["shifts"], full: true });
  expect(started.status).toBe(200);
  return { org: org as string, runId: started.body.runIds[0] as string };
}

const rowsOf = (sql: postgres.Sql, org: string) =>
  sql`select uuid, job_uuid, assignee_uuid, start_at, end_at, status, extra, content_hash from fleks_shifts
    where organization_id = ${org} order by uuid`;

it("a worker killed mid-run: the restarted worker resumes at the checkpoint and stores the same rows as an uninterrupted run", async () => {
  fake = await startFakeFleks({ sizes: { shifts: 6000 } });
  const first = await startApp();
  running.push(first);
  const sql = postgres(first.databaseUrl, { max: 2, onnotice: () => {} });
  try {
    fake.faults.slowMs = 400;
    const crashed = await startShiftsSync(first, sql, "crash-fleks@a.nl", fake);
    await eventually(async () => {
      const [run] = await sql`select pages_done from integration_sync_runs where id = ${crashed.runId}`;
      return run && run.pages_done >= 2;
    }, 30_000);
    // The worker process dies (the launcher starts a new one); the app and Postgres stay.
    const dead = await killWorker(first);
    // The page in flight was never committed: the checkpoint names it as the next to read.
    const [atCrash] =
      await sql`select status, pages_done, checkpoint from integration_sync_runs where id = ${crashed.runId}`;
    fake.faults.slowMs = 0;
    const requestsBefore = fake.requests.length;
    expect(atCrash?.status).toBe("running");
    expect(atCrash?.checkpoint.page).toBeGreaterThanOrEqual(3);
    // The new worker releases the dead one's job (its half minute of silence dated back, not
    // waited out) and it runs again.
    await dateBackDeadWorker(sql, dead);
    const run = await eventually(async () => {
      const [r] = await sql`select * from integration_sync_runs where id = ${crashed.runId}`;
      return r?.status === "succeeded" ? r : null;
    }, 100_000);
    const resumedPages = fake.requests
      .slice(requestsBefore)
      // The window's pages; the check for deleted shifts (end_date) reads its own from page 1 after.
      .filter((r) => r.object === "shifts" && !r.query.end_date)
      .map((r) => r.page);
    expect(Math.min(...resumedPages)).toBe(atCrash?.checkpoint.page);
    expect(run).toMatchObject({ fetched: 6000, created: 6000, pages_done: 6, pages_total: 6, failed: 0 });

    const clean = await startShiftsSync(first, sql, "clean-fleks@a.nl", fake);
    await eventually(async () => {
      const [r] = await sql`select status from integration_sync_runs where id = ${clean.runId}`;
      return r?.status === "succeeded";
    }, 60_000);
    const [a, b] = [await rowsOf(sql, crashed.org), await rowsOf(sql, clean.org)];
    expect(a).toHaveLength(6000);
    expect(a).toEqual(b);
  } finally {
    await sql.end();
  }
}, 240_000);
