import { execFileSync } from "node:child_process";
import fs from "node:fs";

/** PIDs of every descendant: zero-cache detaches its workers into their own process groups. */
export function descendantsOf(pid: number): number[] {
  let out: string;
  try {
    out = execFileSync("ps", ["-e", "-o", "pid=,ppid="], { encoding: "utf8" });
  } catch {
    return [];
  }
  const children = new Map<number, number[]>();
  for (const line of out.trim().split("\n")) {
    const [p, pp] = line.trim().split(/\s+/).map(Number);
    children.set(pp, [...(children.get(pp) ?? []), p]);
  }
  const result: number[] = [];
  const stack = [pid];
  while (stack.length) {
    for (const c of children.get(stack.pop() as number) ?? []) {
      result.push(c);
      stack.push(c);
    }
  }
  return result;
}

/**
 * Whether `pid` still runs. A zombie does not: it has exited and waits to be reaped, which
 * zero-cache's detached workers do for about a second once their parent is gone (longer
 * where PID 1 reaps slowly), and a stop that waited for them waited for nothing.
 */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  return !isZombie(pid);
}

function isZombie(pid: number): boolean {
  try {
    // The state follows the command name, which is in parentheses and may hold spaces.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return /^[ZX]/.test(stat.slice(stat.lastIndexOf(")") + 2));
  } catch {
    // Without /proc (not Linux) the signal's answer stands; with it, a missing entry means
    // the process was reaped in between.
    return fs.existsSync("/proc");
  }
}

/** A process's command line (arguments joined by NUL), or "" once it has ended or been reaped. */
export function commandLineOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8");
  } catch {
    return "";
  }
}
