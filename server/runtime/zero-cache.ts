import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { onChildLines } from "./child-lines.ts";
import { descendantsOf, isAlive } from "./process-tree.ts";

export type ZeroCacheProcess = {
  url: string;
  port: number;
  stop: () => Promise<void>;
  /** Resolves when this zero-cache ends (stopped, or crashed), with its exit code or signal. */
  exited: Promise<string>;
};

const require = createRequire(import.meta.url);

function zeroCacheBin(): string {
  // The package exports no package.json; its server entry sits beside the CLI.
  return path.join(path.dirname(require.resolve("@rocicorp/zero/server")), "cli.js");
}

export async function waitForKeepalive(url: string, timeoutMs: number, isDead: () => boolean) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (isDead()) throw new Error("zero-cache exited during start-up");
    try {
      const res = await fetch(`${url}/keepalive`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`zero-cache did not answer /keepalive within ${timeoutMs} ms`);
}

export type ZeroCacheOptions = {
  dataDir: string;
  port: number;
  /** The Postgres zero-cache replicates from. */
  upstreamDb: string;
  adminPassword: string;
  /** Where zero-cache forwards queries and mutations (the app server). */
  apiOrigin: string;
  numSyncWorkers: number;
  /** All of zero-cache's workers in one process (see zero-cache-single.ts). */
  singleProcess: boolean;
  log: (line: string) => void;
};

/** One zero-cache run (its guard, runner and workers), up once /keepalive answers; zero-cache-supervisor restarts it. */
export async function startZeroCache(opts: ZeroCacheOptions): Promise<ZeroCacheProcess> {
  const workDir = path.join(opts.dataDir, "zero");
  fs.mkdirSync(workDir, { recursive: true });
  const guard = fileURLToPath(new URL("./zero-cache-guard.ts", import.meta.url));
  const entry = opts.singleProcess ? fileURLToPath(new URL("./zero-cache-single.ts", import.meta.url)) : zeroCacheBin();
  const child: ChildProcess = spawn(process.execPath, [guard, entry], {
    // Its own cwd: zero-cache reads a .env from its working directory.
    cwd: workDir,
    // stdin stays an open pipe: when it closes, the guard stops zero-cache.
    stdio: ["pipe", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      // The launcher's compile cache (see main.ts): zero-cache starts six Node processes.
      ...(process.env.NODE_COMPILE_CACHE ? { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE } : {}),
      NODE_ENV: "production",
      // zero-cache schedules some timers from a past moment (Node runs them at once, as
      // meant); the warning it prints each time says nothing to whoever reads the log.
      NODE_OPTIONS: "--disable-warning=TimeoutNegativeWarning",
      ZERO_UPSTREAM_DB: opts.upstreamDb,
      ZERO_REPLICA_FILE: path.join(workDir, "replica.db"),
      ZERO_ADMIN_PASSWORD: opts.adminPassword,
      ZERO_PORT: String(opts.port),
      ZERO_QUERY_URL: `${opts.apiOrigin}/api/zero/query`,
      ZERO_MUTATE_URL: `${opts.apiOrigin}/api/zero/mutate`,
      ZERO_QUERY_FORWARD_COOKIES: "true",
      ZERO_MUTATE_FORWARD_COOKIES: "true",
      ZERO_ENABLE_CRUD_MUTATIONS: "false",
      ZERO_APP_PUBLICATIONS: "zero_app",
      ZERO_NUM_SYNC_WORKERS: String(opts.numSyncWorkers),
      ZERO_AUTH_RETRANSFORM_INTERVAL_SECONDS: "60",
      // A session ended elsewhere (a password reset, a deleted account) stops receiving data
      // within this, not zero-cache's default five minutes: its next check of the open
      // connection gets a 401 and the tab goes to the sign-in page.
      ZERO_AUTH_REVALIDATE_INTERVAL_SECONDS: "15",
      ZERO_LOG_LEVEL: "warn",
      // zero-cache reports usage to its makers by default; HR data stays in the house.
      ZERO_ENABLE_TELEMETRY: "false",
      // Left unset, zero-cache makes a random id that starts with '-' about one time in 64;
      // its workers then read it as a flag ("Expected string at taskID. Got true") and die.
      ZERO_TASK_ID: `zc-${randomUUID()}`,
    },
  });
  let exited = false;
  const ended = new Promise<string>((resolve) =>
    child.on("exit", (code, signal) => {
      exited = true;
      resolve(String(code ?? signal));
    }),
  );
  onChildLines(child, (line) => {
    // Logged once on every first sync of a fresh replica; harmless (zero 1.9).
    if (!line.includes("Unable to create full ReplicationStatusEvent")) opts.log(line);
  });

  const url = `http://127.0.0.1:${opts.port}`;
  const stop = async () => {
    const pid = child.pid;
    if (!pid) return;
    const workers = descendantsOf(pid);
    if (!exited) {
      child.kill("SIGTERM");
      const until = Date.now() + 10_000;
      while (!exited && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    }
    // The runner passes SIGTERM on; whatever is still alive after the grace period is killed.
    const until = Date.now() + 5_000;
    while (workers.some(isAlive) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    for (const w of [...workers, pid]) if (isAlive(w)) process.kill(w, "SIGKILL");
  };
  try {
    await waitForKeepalive(url, 60_000, () => exited);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, port: opts.port, stop, exited: ended };
}
