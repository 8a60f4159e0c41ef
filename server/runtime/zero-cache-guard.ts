// Runs zero-cache and stops it (runner and its detached workers) when the launcher goes
// away for any reason: its stdin is a pipe from the launcher, which closes even when the
// launcher is killed with SIGKILL. Usage: node zero-cache-guard.ts <zero-cache cli.js>
import { spawn } from "node:child_process";
import { lowerPriority } from "./lower-priority.ts";
import { descendantsOf, isAlive } from "./process-tree.ts";

const cli = process.argv[2];
// Like the job worker, the live views yield the CPU to the API that takes messages in: under
// a burst on a shared machine webhooks are acknowledged first, and the inbox catches up.
// zero-cache's workers inherit this.
lowerPriority();
const child = spawn(process.execPath, [cli], { stdio: ["ignore", "inherit", "inherit"] });

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  const pid = child.pid as number;
  const workers = descendantsOf(pid);
  if (child.exitCode === null) child.kill("SIGTERM");
  const until = Date.now() + 10_000;
  while ([pid, ...workers].some(isAlive) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  for (const p of [...workers, pid]) if (isAlive(p)) process.kill(p, "SIGKILL");
  process.exit(0);
}

// The workers seen so far: when the runner dies without passing a signal on (SIGKILL, a
// crash), its detached workers are no longer its descendants, and would hold the replica
// and the replication slot against the zero-cache the launcher starts next.
const seen = new Set<number>();
const snapshot = setInterval(() => {
  for (const p of descendantsOf(child.pid as number)) seen.add(p);
}, 1000);
snapshot.unref();

child.on("exit", (code, signal) => {
  clearInterval(snapshot);
  if (stopping) return;
  for (const p of seen) if (isAlive(p)) process.kill(p, "SIGKILL");
  process.exit(code ?? (signal ? 1 : 0));
});
process.stdin.on("end", stop);
process.stdin.on("close", stop);
process.stdin.resume();
for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"] as const) process.on(signal, stop);
