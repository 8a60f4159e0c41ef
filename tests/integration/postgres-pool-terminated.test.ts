import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDb, connectSql } from "../../server/db/connect.ts";
import { type EmbeddedPg, startEmbeddedPostgres } from "../../server/runtime/embedded-pg.ts";
import { findFreePorts } from "../../server/runtime/free-port.ts";

// Postgres ends every connection of the app's pool while writes are under way and more wait
// for a connection (an admin's pg_terminate_backend, a failover). What the app needs: every
// write under way or waiting settles (answered or failed), and the pool serves the queries
// after it. It does not yet: the queries after it are answered, but a transaction that was
// waiting for a connection can be dropped and never settle (porsager/postgres#1195: the
// reconnect takes the waiting reserve as its first query and drops it). Seen here in 2 of 2
// runs on postgres.js as patched by scripts/patch-postgres-js.ts (1 and 2 of 12 waiting
// writes). A guard that kept the reserve queued across the reconnect passed once and failed
// once (2 of 12), so it is not in the patch. The webhook bounds its own writes (landing 5 s,
// drain 10 s, token lookup 3 s); a request or job elsewhere would wait for good. Skipped
// until postgres.js is fixed; it is the reproduction.
describe.skip("a pool whose connections Postgres ends mid-write", () => {
  let pg: EmbeddedPg;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hr-pool-ended-"));
    fs.chmodSync(dataDir, 0o755);
    pg = await startEmbeddedPostgres({ dataDir, port: await findFreePorts(1), password: "t", log: () => {} });
  }, 60_000);
  afterAll(async () => {
    await pg?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("settles every write under way or waiting, and answers the queries after it", async () => {
    const pool = connectSql(pg.url, { max: 4 });
    const admin = connectSql(pg.url, { max: 1 });
    const db = connectDb(pool);
    const settledWithin = <T>(p: Promise<T>, ms: number) =>
      Promise.race([
        p.then(
          () => "answered",
          () => "failed",
        ),
        new Promise<string>((r) => setTimeout(() => r(`not settled in ${ms} ms`), ms)),
      ]);
    try {
      await sql`create table pool_writes (n int)`.execute(db);
      for (let round = 0; round < 3; round++) {
        // Twelve writes on four connections: four under way (in a transaction, as Kysely runs
        // them on a reserved connection), eight waiting for one.
        const writes = Array.from({ length: 12 }, (_, n) =>
          db.transaction().execute(async (trx) => {
            await sql`insert into pool_writes values (${n})`.execute(trx);
            await sql`select pg_sleep(0.5)`.execute(trx);
          }),
        );
        await new Promise((r) => setTimeout(r, 200));
        const ended = await admin`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`;
        expect(ended.length).toBeGreaterThan(0);
        const outcomes = await Promise.all(writes.map((w) => settledWithin(w, 10_000)));
        // The pool serves what comes after, on every connection it has.
        const after = await Promise.all(
          Array.from({ length: 8 }, () => settledWithin(sql`select 1`.execute(db), 5_000)),
        );
        expect({ round, unsettled: outcomes.filter((o) => o.startsWith("not settled")).length, after }).toEqual({
          round,
          unsettled: 0,
          after: Array(8).fill("answered"),
        });
      }
    } finally {
      await Promise.race([Promise.all([db.destroy(), admin.end()]), new Promise((r) => setTimeout(r, 3000))]);
    }
  }, 90_000);
});
