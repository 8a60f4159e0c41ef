import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findFreePorts } from "../../server/runtime/free-port.ts";
import { copyDataTemplate } from "./data-template.ts";

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export type RunningApp = {
  url: string;
  port: number;
  dataDir: string;
  databaseUrl: string;
  zeroCacheUrl: string;
  process: ChildProcess;
  output: () => string;
  stop: (keepData?: boolean) => Promise<void>;
};

/** Apps this test file uses and has not stopped (a failing test prints the end of their output). */
export const runningApps = new Set<{ output(): string }>();

/**
 * Starts the real launcher (`node server/main.ts`, as `npm start` does) on a new DATA_DIR
 * and a free port: embedded Postgres, zero-cache, API and worker. The new DATA_DIR is a
 * copy of TEST_DATA_TEMPLATE when the test run made one (see data-template.ts), unless
 * `fresh` asks for an empty one; `dataDir` starts on an existing one. `logFile` gets a copy
 * of its output, for processes other than this one to read.
 */
export async function startApp(
  opts: {
    env?: Record<string, string>;
    timeoutMs?: number;
    dataDir?: string;
    fresh?: boolean;
    logFile?: string;
    /** The launcher's own arguments, e.g. --dev. */
    args?: string[];
    /** Node's flags for the launcher, as `npm start` gives them. */
    nodeFlags?: string[];
  } = {},
): Promise<RunningApp> {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "hr-app-"));
  const template = process.env.TEST_DATA_TEMPLATE;
  if (!opts.dataDir && !opts.fresh && template) copyDataTemplate(template, dataDir);
  fs.chmodSync(dataDir, 0o755);
  const port = await findFreePorts(1);
  let output = "";
  const launcher = [...(opts.nodeFlags ?? []), path.join(projectRoot, "server/main.ts"), ...(opts.args ?? [])];
  const child = spawn(process.execPath, launcher, {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: "test", ...opts.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (opts.logFile) fs.appendFileSync(opts.logFile, chunk);
      if (/^ready\b/m.test(output)) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`launcher exited (${code}) before ready:\n${output}`)));
  });
  const timeoutMs = opts.timeoutMs ?? 180_000;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    ready,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`launcher not ready in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    }),
  ]).finally(() => clearTimeout(timer));
  const runtime = JSON.parse(fs.readFileSync(path.join(dataDir, "runtime.json"), "utf8"));
  const app: RunningApp = {
    url: `http://localhost:${port}`,
    port,
    dataDir,
    databaseUrl: runtime.databaseUrl,
    zeroCacheUrl: runtime.zeroCacheUrl,
    process: child,
    output: () => output,
    stop: async (keepData = false) => {
      runningApps.delete(app);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  runningApps.add(app);
  return app;
}
