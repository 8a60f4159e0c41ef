import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { descendantsOf, isAlive } from "./process-tree.ts";

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
};

describe("isAlive", () => {
  it("is true for a running process and false once it has exited, reaped or not", async () => {
    // The shell starts `true` in the background and becomes `sleep`, which never reaps it:
    // `true` stays a zombie as long as `sleep` runs, as zero-cache's orphaned workers do.
    const parent = spawn("sh", ["-c", "true & exec sleep 5"], { stdio: "ignore" });
    try {
      const pid = parent.pid as number;
      await until(() => descendantsOf(pid).length > 0);
      const [zombie] = descendantsOf(pid);
      expect(zombie).toBeGreaterThan(0);
      // The signal still reaches it: only its state says it is gone.
      await until(() => !isAlive(zombie));
      expect(() => process.kill(zombie, 0)).not.toThrow();
      expect(isAlive(zombie)).toBe(false);
      expect(isAlive(pid)).toBe(true);
    } finally {
      parent.kill("SIGKILL");
    }
    await until(() => !isAlive(parent.pid as number));
    expect(isAlive(parent.pid as number)).toBe(false);
  });
});
