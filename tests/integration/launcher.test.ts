import fs from "node:fs";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { descendantsOf } from "../../server/runtime/process-tree.ts";
import { startApp } from "../support/start-app.ts";
import { eventually } from "../support/zero-client.ts";

const cmd = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8");
  } catch {
    return "";
  }
};

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

  it("runs the job worker as its own lower-priority process and starts it again when it dies", async () => {
    const app = await startApp();
    const sql = postgres(app.databaseUrl, { max: 1, onnotice: () => {} });
    const workerPid = () =>
      descendantsOf(app.process.pid as number).find((pid) => cmd(pid).includes("--role=worker") && alive(pid));
    const heartbeatOf = async (pid: number) =>
      (await sql`select 1 from system.worker_heartbeats where worker_id like ${`%:${pid}`}`).length === 1;
    try {
      const first = workerPid() as number;
      expect(first).toBeGreaterThan(0);
      // Field 19 of /proc/<pid>/stat is the nice value: jobs yield the CPU to the API.
      expect(fs.readFileSync(`/proc/${first}/stat`, "utf8").split(") ")[1].split(" ")[16]).toBe("10");
      expect(await heartbeatOf(first)).toBe(true);
      process.kill(first, "SIGKILL");
      const second = await eventually(() => workerPid(), 20_000);
      expect(second).not.toBe(first);
      await eventually(() => heartbeatOf(second as number), 20_000);
      expect(app.process.exitCode).toBeNull();
    } finally {
      await sql.end();
      await app.stop();
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
