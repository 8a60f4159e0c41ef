import os from "node:os";

// Background work yields the CPU to webhooks when they share a machine.
const NICENESS = 10;

/** Lowers a process's CPU priority (this one by default); where that is not permitted it keeps normal priority. */
export function lowerPriority(pid = 0): void {
  try {
    os.setPriority(pid, NICENESS);
  } catch {
    // Not permitted here.
  }
}
