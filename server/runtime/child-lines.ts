import type { ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";

/** Calls `onLine` for every non-empty line a child writes to stdout or stderr, whole even when it arrives in pieces. */
export function onChildLines(child: ChildProcess, onLine: (line: string) => void): void {
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on("line", (line) => {
      if (line.trim()) onLine(line);
    });
  }
}
