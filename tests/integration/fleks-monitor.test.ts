import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RUN_PAGE } from "../../common/zero/queries/fleks.ts";
import { queries } from "../../common/zero/queries.ts";
import { periodStart, runTotals } from "../../src/features/fleks/run-stats.ts";
import { type FakeFleks, startFakeFleks } from "../fakes/fleks/fake-fleks-server.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { eventually, type TestZero } from "../support/zero-client.ts";

// The Monitor over more runs than one page holds: 120 runs in the last 20 hours (one every
// 10 minutes, as five objects every 15 minutes make), 10 three days ago and 5 forty days ago,
// written as rows so the hourly counts come from the same trigger a real run's end fires;
// then a real sync against the fake on top. The summary covers every run of the period and
// the table pages back through all of them, with no run missed or shown twice.
let fake: FakeFleks;
let stack: Stack;
let owner: Owner;
let outsider: Owner;
let zo: TestZero;
let zx: TestZero;

beforeAll(async () => {
  fake = await startFakeFleks({ sizes: { employees: 5, clients: 7, projects: 2, jobs: 2, shifts: 2 } });
  stack = await startStack({ fakes: [fake] });
  owner = await stack.signUpOwner("monitor@a.nl", "Mona Monitor");
  outsider = await stack.signUpOwner("monitor-buiten@b.nl", "Bart Buiten");
  const saved = await stack.api(owner, owner.org, "PUT", "fleks/connection", {
    baseUrl: fake.baseUrl,
    token: fake.apiKey,
  });
  expect(saved.status).toBe(200);
  await stack.sql`update integration_sync_objects set next_run_at = now() + interval '1 day' where organization_id = ${owner.org}`;
  const org = owner.org;
  // Every 24th run failed, the one after partial, the one after that rate-limited; 3 records each.
  await stack.sql`insert into integration_sync_runs (id, organization_id, object, trigger, status, started_at,
      finished_at, fetched, created, updated, created_at)
    select 'r' || lpad(i::text, 3, '0'), ${org}, (array['employees', 'clients', 'projects', 'jobs', 'shifts'])[1 + i % 5],
      'schedule', case i % 24 when 0 then 'failed' when 1 then 'partial' when 2 then 'rate_limited' else 'succeeded' end,
      now() - i * interval '10 minutes', now() - i * interval '10 minutes' + interval '5 seconds', 10, 2, 1,
      now() - i * interval '10 minutes'
    from generate_series(1, 120) i`;
  await stack.sql`insert into integration_sync_runs (id, organization_id, object, trigger, status, finished_at,
      created, created_at)
    select 'old' || i, ${org}, 'shifts', 'schedule', 'succeeded', now() - interval '3 days', 4,
      now() - interval '3 days' - i * interval '1 minute'
    from generate_series(1, 10) i
    union all
    select 'older' || i, ${org}, 'shifts', 'schedule', 'failed', now() - interval '40 days', 0,
      now() - interval '40 days' - i * interval '1 minute'
    from generate_series(1, 5) i`;
  zo = await stack.openZero(owner);
  zx = await stack.openZero(outsider);
}, 180_000);
afterAll(() => stack?.stop());

const totals = async (zero: TestZero, period: "24h" | "7d" | "30d") => {
  const since = periodStart(period, Date.now());
  const hours = await zero.run(queries.fleks.runHours({ organizationId: owner.org, since }), { type: "complete" });
  return runTotals(hours, [], since);
};

describe("the Monitor's summary", () => {
  it("counts every run of the chosen period, not the newest 50", async () => {
    // i = 1 is partial: the newest failure, 10 minutes ago (it ended 5 s after it started).
    const [{ at }] = await stack.sql`select finished_at as at from integration_sync_runs where id = 'r001'`;
    const day = await eventually(async () => {
      const t = await totals(zo, "24h");
      return t.runs === 120 ? t : null;
    }, 30_000);
    expect(day).toMatchObject({ runs: 120, successRate: 105 / 120, records: 360 });
    // Zero keeps Postgres' microseconds; the Date here has milliseconds.
    expect(Math.abs((day.lastFailureAt ?? 0) - at.getTime())).toBeLessThan(1);
    expect(await totals(zo, "7d")).toMatchObject({ runs: 130, successRate: 115 / 130, records: 400 });
    // Forty days back is outside every period.
    expect((await totals(zo, "30d")).runs).toBe(130);
  });

  it("moves when a real run ends, and shows another organisation nothing", async () => {
    const started = await stack.api(owner, owner.org, "POST", "fleks/sync", { objects: ["clients"] });
    const runId: string = started.body.runIds[0];
    const run = await eventually(async () => {
      const [row] = await stack.sql`select * from integration_sync_runs where id = ${runId}`;
      return row && !["queued", "running"].includes(row.status) ? row : null;
    }, 60_000);
    expect(run.status).toBe("succeeded");
    expect(run.created).toBeGreaterThan(0);
    const day = await eventually(async () => {
      const t = await totals(zo, "24h");
      return t.runs === 121 && t.records > 360 ? t : null;
    }, 30_000);
    expect(day).toMatchObject({ records: 360 + run.created + run.updated, successRate: 106 / 121 });
    const since = periodStart("30d", Date.now());
    expect(await zx.run(queries.fleks.runHours({ organizationId: owner.org, since }), { type: "complete" })).toEqual(
      [],
    );
    expect((await totals(zx, "30d")).runs).toBe(0);
  });
});

describe("the run table", () => {
  it("pages back through every run, 50 at a time, none missed or twice", async () => {
    const organizationId = owner.org;
    const [{ n }] =
      await stack.sql`select count(*)::int as n from integration_sync_runs where organization_id = ${organizationId}`;
    expect(n).toBe(136);
    const first = await eventually(async () => {
      const rows = await zo.run(queries.fleks.syncRuns({ organizationId }), { type: "complete" });
      return rows.length === RUN_PAGE ? rows : null;
    }, 30_000);
    const seen = [...first];
    for (let last = first.at(-1); last; ) {
      const page = await zo.run(
        queries.fleks.runsBefore({ organizationId, before: { createdAt: last.created_at, id: last.id } }),
        { type: "complete" },
      );
      expect(page.length).toBeLessThanOrEqual(RUN_PAGE);
      seen.push(...page);
      last = page.length === RUN_PAGE ? page.at(-1) : undefined;
    }
    expect(seen).toHaveLength(136);
    expect(new Set(seen.map((r) => r.id)).size).toBe(136);
    const times = seen.map((r) => r.created_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(seen.at(-1)?.id).toBe("older5");
    // Another organisation's client gets no page of these runs.
    const last = first.at(-1) as (typeof first)[number];
    const before = { createdAt: last.created_at, id: last.id };
    expect(await zx.run(queries.fleks.runsBefore({ organizationId, before }), { type: "complete" })).toEqual([]);
  });

  it("once paged back, the first page keeps its runs and takes new ones on top", async () => {
    const organizationId = owner.org;
    const first = await zo.run(queries.fleks.syncRuns({ organizationId }), { type: "complete" });
    const last = first.at(-1) as (typeof first)[number];
    const from = { createdAt: last.created_at, id: last.id };
    const pinned = await zo.run(queries.fleks.runsFrom({ organizationId, from }), { type: "complete" });
    expect(pinned.map((r) => r.id)).toEqual(first.map((r) => r.id));
    await stack.sql`insert into integration_sync_runs (id, organization_id, object, trigger, status, created_at)
      values ('nieuw', ${organizationId}, 'jobs', 'manual', 'queued', now())`;
    const grown = await eventually(async () => {
      const rows = await zo.run(queries.fleks.runsFrom({ organizationId, from }), { type: "complete" });
      return rows.length === RUN_PAGE + 1 ? rows : null;
    }, 30_000);
    expect(grown[0]?.id).toBe("nieuw");
    expect(grown.at(-1)?.id).toBe(last.id);
  });
});
