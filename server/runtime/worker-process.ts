import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { onChildLines } from "./child-lines.ts";
import { lowerPriority } from "./lower-priority.ts";

export type WorkerProcess = { stop: () => Promise<void> };

/**
 * The job worker as its own process (`--role=worker`) beside the API: a job's CPU never
 * delays a webhook's acknowledgement on the API's event loop, and a crashed worker is
 * started again. It stops by itself when the launcher goes away (it watches its parent).
 */
export async function startWorkerProcess(opts: {
  env: Record<string, string | undefined>;
  log: (line: string) => void;
}): Promise<WorkerProcess> {
  let child: ChildProcess | undefined;
  let stopping = false;
  let restartDelay = 1000;
  let started = false;

  const spawnOnce = () =>
    new Promise<void>((resolve, reject) => {
      const proc = spawn(
        process.execPath,
        // The memory flags `npm start` gave this process (the heap sizes the documents
        // benchmark measured); not an inspector's, whose port the worker would clash on.
        [
          ...process.execArgv.filter((flag) => flag.startsWith("--max-")),
          fileURLToPath(new URL("../main.ts", import.meta.url)),
          "--role=worker",
          "--watch-parent",
        ],
        {
          env: { ...process.env, ...opts.env },
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      child = proc;
      if (proc.pid) lowerPriority(proc.pid);
      onChildLines(proc, (line) => {
        // Its "ready" line is the launcher's to print, once everything is up.
        if (!line.startsWith("ready")) return opts.log(line.replace(/^\[worker\] /, ""));
        started = true;
        restartDelay = 1000;
        resolve();
      });
      proc.once("exit", (code, signal) => {
        if (stopping) return;
        if (!started) return reject(new Error(`worker exited (${code ?? signal}) before it was ready`));
        opts.log(`worker process exited (${code ?? signal}); starting it again in ${restartDelay / 1000} s`);
        setTimeout(() => {
          if (!stopping) void spawnOnce();
        }, restartDelay).unref();
        restartDelay = Math.min(restartDelay * 2, 30_000);
      });
    });

  await spawnOnce();
  return {
    stop: async () => {
      stopping = true;
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => proc.once("exit", () => resolve()));
      proc.kill("SIGTERM");
      await exited;
    },
  };
}
