import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { runMigrations as runWorkerMigrations } from "graphile-worker";
import { afterAll, beforeAll } from "vitest";
import { connectDb, connectSql, type Db } from "../../server/db/connect.ts";
import { migrateToLatest } from "../../server/db/migrate.ts";
import { type EmbeddedPg, startEmbeddedPostgres } from "../../server/runtime/embedded-pg.ts";
import { findFreePorts } from "../../server/runtime/free-port.ts";
import { copyTemplateCluster } from "./data-template.ts";

/**
 * A Postgres of its own for a test file that needs the database and not the app: embedded, on
 * a fresh data directory, with our migrations (and graphile-worker's, whose jobs triggers
 * queue) when asked: then a copy of the run's template cluster, which has both, when there is
 * one (see copyTemplateCluster). `stop` ends it and removes the directory.
 */
export async function startMigratedPostgres(opts: { migrate: boolean; name: string }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `hr-${opts.name}-`));
  fs.chmodSync(dataDir, 0o755);
  const copied = opts.migrate ? copyTemplateCluster(dataDir) : null;
  const pg: EmbeddedPg = await startEmbeddedPostgres({
    dataDir,
    port: await findFreePorts(1),
    password: copied ?? "t",
    log: () => {},
  });
  if (opts.migrate && !copied) {
    const migrations = connectDb(connectSql(pg.url, { max: 1 }));
    await migrateToLatest(migrations);
    await migrations.destroy();
    await runWorkerMigrations({ connectionString: pg.url });
  }
  return {
    url: pg.url,
    stop: async () => {
      await pg.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * For a test file that works on the database alone: a migrated Postgres of its own (with
 * graphile-worker's migrations, whose jobs triggers queue) started before its tests and
 * stopped after them, and a pool of `max` connections to it as `file.db` once started.
 */
export function migratedPostgresForFile(name: string, max = 12): { readonly db: Db } {
  let pg: Awaited<ReturnType<typeof startMigratedPostgres>> | undefined;
  let db: Db | undefined;
  beforeAll(async () => {
    pg = await startMigratedPostgres({ migrate: true, name });
    db = connectDb(connectSql(pg.url, { max }));
  }, 120_000);
  afterAll(async () => {
    await db?.destroy();
    await pg?.stop();
  });
  return {
    get db() {
      if (!db) throw new Error("the test file's Postgres has not started");
      return db;
    },
  };
}
