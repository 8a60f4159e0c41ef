// `npm run bench fleks`: a full Fleks sync of 100,000 shifts, 2,000 jobs and 200 employees
// from the fake API on loopback, run by the engine in a fresh process (as the worker runs
// it): rows/s end to end and peak RSS. In the same run, the ceiling (the same shift rows
// COPY'd into a temp table and merged in one statement, on one connection; the engine
// writes on two, so it can pass it) and the baseline (row-by-row upserts on a sample,
// extrapolated); then an incremental run over 1,000 changed shifts.
import { spawn } from "node:child_process";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import { applyMappings } from "../common/integrations/apply-mappings.ts";
import { DEFAULT_MAPPINGS } from "../common/integrations/default-mappings.ts";
import { connectSql } from "../server/db/connect.ts";
import { integrationKeyBox } from "../server/external-integrations/integration-key-box.ts";
import { toSyncedRow } from "../server/fleks/sync/to-synced-row.ts";
import { startFakeFleks } from "../tests/fakes/fleks/fake-fleks-server.ts";
import { startApp } from "../tests/support/start-app.ts";
import { signUpUser } from "../tests/support/zero-client.ts";
import { WORKER_NODE_FLAGS } from "./documents.ts";

const SHIFTS = 100_000;
const SECRET = "bench-secret-0123456789abcdef0123456789";
const ROW_BY_ROW_SAMPLE = 2_000;
const COLUMNS = [
  "uuid",
  "job_uuid",
  "assignee_uuid",
  "start_at",
  "end_at",
  "status",
  "extra",
  "source_updated_at",
  "content_hash",
];

const copyField = (v: unknown) =>
  v === null || v === undefined
    ? "\\N"
    : (typeof v === "object" ? JSON.stringify(v) : String(v))
        .replace(/\\/g, "\\\\")
        .replace(/\t/g, "\\t")
        .replace(/\n/g, "\\n");

export async function run() {
  const fake = await startFakeFleks({
    sizes: { shifts: SHIFTS, jobs: 2_000, employees: 200, clients: 50, projects: 50 },
  });
  const app = await startApp();
  const sql = connectSql(app.databaseUrl, { max: 4 });
  try {
    const orgOf = async (email: string) => {
      const user = await signUpUser(app.url, email, "Bench");
      return (await sql`select organization_id from organization_members where user_id = ${user.userId}`)[0]
        ?.organization_id as string;
    };
    const [org, ceilingOrg, rowOrg] = [
      await orgOf("bench-fleks@voorbeeld.nl"),
      await orgOf("bench-copy@voorbeeld.nl"),
      await orgOf("bench-row@voorbeeld.nl"),
    ];
    const integrationId = crypto.randomUUID();
    await sql`insert into external_integrations (id, organization_id, name, integration_type, provider, api_endpoint, api_key_encrypted)
      values (${integrationId}, ${org}, 'Fleks', 'staffing', 'Fleks', ${fake.baseUrl}, ${integrationKeyBox({ appSecret: SECRET }).seal(fake.apiKey)})`;
    for (const object of ["employees", "jobs", "shifts"])
      await sql`insert into integration_sync_objects (id, organization_id, integration_id, object, mappings, filters)
        values (${crypto.randomUUID()}, ${org}, ${integrationId}, ${object}, ${sql.json(DEFAULT_MAPPINGS[object as "shifts"])}, '{}')`;
    const newRun = async (object: string, trigger: string) => {
      const id = crypto.randomUUID();
      await sql`insert into integration_sync_runs (id, organization_id, integration_id, object, trigger)
        values (${id}, ${org}, ${integrationId}, ${object}, ${trigger})`;
      return id;
    };
    // Not spawnSync: the fake answers from this process's event loop.
    const runChild = (runIds: string[]) =>
      new Promise<{ ms: number[]; peakRss: number }>((resolve, reject) => {
        const child = spawn(process.execPath, [
          ...WORKER_NODE_FLAGS,
          fileURLToPath(new URL("./fleks-sync-child.ts", import.meta.url)),
          app.databaseUrl,
          SECRET,
          ...runIds,
        ]);
        let out = "";
        let err = "";
        child.stdout.on("data", (d) => {
          out += d;
        });
        child.stderr.on("data", (d) => {
          err += d;
        });
        child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(err))));
      });

    // 1. The engine, end to end (HTTP pages → mapping → bulk upsert with checkpoints).
    const full = await runChild([
      await newRun("employees", "backfill"),
      await newRun("jobs", "backfill"),
      await newRun("shifts", "backfill"),
    ]);
    const runs =
      await sql`select object, status, fetched, created, pages_done from integration_sync_runs where organization_id = ${org} order by object`;
    const totalRows = runs.reduce((n, r) => n + Number(r.created), 0);
    const fullMs = full.ms.reduce((a, b) => a + b, 0);
    const shiftsMs = full.ms[2] as number;

    // 2. Ceiling: the same shift rows, already mapped, COPY'd into a temp table and merged.
    const rows = fake.data.shifts.map((r) =>
      toSyncedRow("shifts", applyMappings(r, DEFAULT_MAPPINGS.shifts).values, r.updatedAt),
    );
    const t0 = performance.now();
    await sql.begin(async (tx) => {
      await tx`create temp table bench_shifts (uuid text, job_uuid text, assignee_uuid text, start_at timestamptz,
        end_at timestamptz, status text, extra jsonb, source_updated_at timestamptz, content_hash text) on commit drop`;
      const writable = await tx`copy bench_shifts (${tx.unsafe(COLUMNS.join(", "))}) from stdin`.writable();
      await pipeline(
        Readable.from(
          (function* () {
            for (const row of rows)
              yield `${COLUMNS.map((c) => copyField((row as Record<string, unknown>)[c])).join("\t")}\n`;
          })(),
        ),
        writable,
      );
      await tx`insert into fleks_shifts (organization_id, ${tx.unsafe(COLUMNS.join(", "))}, synced_at)
        select ${ceilingOrg}, ${tx.unsafe(COLUMNS.join(", "))}, now() from bench_shifts
        on conflict (organization_id, uuid) do update set content_hash = excluded.content_hash`;
    });
    const ceilingMs = performance.now() - t0;

    // 3. Baseline: one upsert statement per row, on a sample.
    const t1 = performance.now();
    for (const row of rows.slice(0, ROW_BY_ROW_SAMPLE)) {
      const r = row as Record<string, unknown>;
      await sql`insert into fleks_shifts (organization_id, uuid, job_uuid, assignee_uuid, start_at, end_at, status, extra, source_updated_at, content_hash)
        values (${rowOrg}, ${r.uuid as string}, ${r.job_uuid as string}, ${r.assignee_uuid as string | null}, ${r.start_at as string}, ${r.end_at as string},
          ${r.status as string}, ${sql.json(r.extra as Record<string, never>)}, ${r.source_updated_at as string}, ${r.content_hash as string})
        on conflict (organization_id, uuid) do update set content_hash = excluded.content_hash`;
    }
    const rowByRowMs = ((performance.now() - t1) / ROW_BY_ROW_SAMPLE) * SHIFTS;

    // 4. Incremental: 1,000 of the 100,000 shifts change in Fleks.
    fake.touch("shifts", 1_000, 40_000, { status: "cancelled" });
    const incremental = await runChild([await newRun("shifts", "schedule")]);
    const [inc] = await sql`select status, fetched, updated, pages_done from integration_sync_runs
      where organization_id = ${org} and trigger = 'schedule'`;

    const rate = (n: number, ms: number) => (n / (ms / 1000)).toFixed(0);
    const engineShiftRate = SHIFTS / (shiftsMs / 1000);
    const ceilingRate = SHIFTS / (ceilingMs / 1000);
    const rowRate = SHIFTS / (rowByRowMs / 1000);
    console.log(`\nfleks (${SHIFTS} shifts, 2000 jobs, 200 employees from the fake on loopback)`);
    for (const r of runs)
      console.log(`  ${r.object}: ${r.status}, ${r.fetched} fetched, ${r.created} created, ${r.pages_done} pages`);
    console.log(
      `  full sync, end to end: ${(fullMs / 1000).toFixed(2)} s for ${totalRows} rows = ${rate(totalRows, fullMs)} rows/s (shifts alone ${engineShiftRate.toFixed(0)} rows/s)`,
    );
    console.log(`  peak RSS of the sync process: ${(full.peakRss / 1024 / 1024).toFixed(0)} MB (goal < 300 MB)`);
    console.log(
      `  ceiling, COPY + merge of the same shift rows (one connection): ${(ceilingMs / 1000).toFixed(2)} s = ${ceilingRate.toFixed(0)} rows/s`,
    );
    console.log(
      `  baseline, row-by-row upsert (${ROW_BY_ROW_SAMPLE} rows, extrapolated): ${(rowByRowMs / 1000).toFixed(1)} s = ${rowRate.toFixed(0)} rows/s`,
    );
    console.log(
      `  ratio engine/ceiling = ${(engineShiftRate / ceilingRate).toFixed(2)} (goal ≥ 0.5); engine/row-by-row = ${(engineShiftRate / rowRate).toFixed(1)}× (goal ≥ 10×)`,
    );
    console.log(
      `  incremental, 1000 changed among ${SHIFTS}: ${((incremental.ms[0] as number) / 1000).toFixed(2)} s (goal < 2 s), ${inc?.status}, ${inc?.fetched} fetched, ${inc?.updated} updated, ${inc?.pages_done} page(s)`,
    );
  } finally {
    await sql.end();
    await app.stop();
    await fake.stop();
  }
}
