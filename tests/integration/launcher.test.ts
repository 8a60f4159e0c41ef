import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { descendantsOf } from "../../server/runtime/process-tree.ts";
import { startApp } from "../support/start-app.ts";

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function health(url: string) {
  const res = await fetch(`${url}/api/health`);
  return { status: res.status, body: await res.json() };
}

describe("launcher (npm start)", () => {
  it("runs two instances side by side, each healthy, and leaves no process behind on SIGTERM", async () => {
    const [one, two] = await Promise.all([startApp(), startApp()]);
    try {
      expect(one.output()).toMatch(new RegExp(`^ready .*http://localhost:${one.port}`, "m"));
      for (const app of [one, two]) {
        expect(await health(app.url)).toEqual({
          status: 200,
          body: { status: "ok", postgres: "up", zeroCache: "up", worker: "up" },
        });
      }
      expect(one.databaseUrl).not.toBe(two.databaseUrl);
      expect(one.zeroCacheUrl).not.toBe(two.zeroCacheUrl);
    } finally {
      const launched = [one, two].flatMap((app) => {
        const pid = app.process.pid as number;
        return [pid, ...descendantsOf(pid)];
      });
      // Postgres, zero-cache's runner and its detached workers are all among them.
      expect(launched.length).toBeGreaterThan(6);
      await Promise.all([one.stop(), two.stop()]);
      await new Promise((r) => setTimeout(r, 500));
      expect(launched.filter(alive)).toEqual([]);
    }
  });

  it("reports which part is down with 503", async () => {
    const app = await startApp();
    try {
      const zeroPid = descendantsOf(app.process.pid as number).find((pid) => {
        try {
          return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("zero/src/cli.js");
        } catch {
          return false;
        }
      });
      expect(zeroPid).toBeDefined();
      process.kill(zeroPid as number, "SIGTERM");
      let report = await health(app.url);
      for (let i = 0; i < 50 && report.status === 200; i++) {
        await new Promise((r) => setTimeout(r, 200));
        report = await health(app.url);
      }
      expect(report).toEqual({
        status: 503,
        body: { status: "degraded", postgres: "up", zeroCache: "down", worker: "up" },
      });
    } finally {
      await app.stop();
    }
  });

  it("a launcher killed with SIGKILL leaves no zero-cache behind, and the next start recovers its Postgres", async () => {
    const first = await startApp();
    const launcherPid = first.process.pid as number;
    const tree = descendantsOf(launcherPid);
    const cmd = (pid: number) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8");
      } catch {
        return "";
      }
    };
    const zeroPids = tree.filter((pid) => cmd(pid).includes("zero"));
    expect(zeroPids.length).toBeGreaterThan(0);
    process.kill(launcherPid, "SIGKILL");
    for (let i = 0; i < 100 && zeroPids.some(alive); i++) await new Promise((r) => setTimeout(r, 100));
    expect(zeroPids.filter(alive)).toEqual([]);

    // Postgres outlives a SIGKILLed parent; the next start on the same DATA_DIR stops it and goes on.
    const second = await startApp({ dataDir: first.dataDir });
    try {
      expect((await health(second.url)).status).toBe(200);
    } finally {
      await second.stop();
    }
    const orphans = tree.filter((pid) => alive(pid) && cmd(pid).includes("postgres"));
    expect(orphans).toEqual([]);
  });
});
