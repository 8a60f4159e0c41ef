import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDb, connectSql } from "../../server/db/connect.ts";
import { type EmbeddedPg, startEmbeddedPostgres } from "../../server/runtime/embedded-pg.ts";
import { findFreePorts } from "../../server/runtime/free-port.ts";

// Kysely's postgres.js dialect reserves a connection for every query and transaction. When
// Postgres ends that connection while it is held (a restart, a failover, an admin's
// pg_terminate_backend), postgres.js used to hand it back to the open ones without a
// socket on release, and every later query routed to it failed: after a Postgres restart
// the app answered "degraded" for good. `scripts/patch-postgres-js.ts` fixes the release.
describe("a connection Postgres ends while Kysely holds it", () => {
  let pg: EmbeddedPg;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hr-reserved-"));
    fs.chmodSync(dataDir, 0o755);
    pg = await startEmbeddedPostgres({ dataDir, port: await findFreePorts(1), password: "t", log: () => {} });
  }, 60_000);
  afterAll(async () => {
    await pg?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("is not handed out again: the queries after it are answered", async () => {
    // One connection, so every query after the loss would be routed to the lost one.
    const pool = connectSql(pg.url, { max: 1 });
    const killer = connectSql(pg.url, { max: 1 });
    const db = connectDb(pool);
    try {
      await db.connection().execute(async (held) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(held);
        await killer`select pg_terminate_backend(${rows[0].pid})`;
        await new Promise((r) => setTimeout(r, 200));
        await expect(sql`select 1`.execute(held)).rejects.toThrow();
      });
      const after: string[] = [];
      // Handed out again, the lost connection failed or hung every query.
      const timeout = () => new Promise<string>((r) => setTimeout(() => r("no answer in 3 s"), 3000));
      for (let i = 0; i < 3; i++) {
        const one = sql<{ one: number }>`select 1 as one`.execute(db).then(
          (r) => String(r.rows[0].one),
          (e: Error) => e.message,
        );
        after.push(await Promise.race([one, timeout()]));
      }
      expect(after).toEqual(["1", "1", "1"]);
    } finally {
      // Without the fix the pool cannot end either (the lost connection keeps its query).
      await Promise.race([Promise.all([db.destroy(), killer.end()]), new Promise((r) => setTimeout(r, 3000))]);
    }
  }, 30_000);
});
