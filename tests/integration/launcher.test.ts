import fs from "node:fs";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { WORKER_NODE_FLAGS } from "../../bench/documents.ts";
import { commandLineOf, descendantsOf, isAlive } from "../../server/runtime/process-tree.ts";
import { workerPidOf } from "../support/dead-worker.ts";
import { startApp } from "../support/start-app.ts";
import { eventually } from "../support/zero-client.ts";

async function health(url: string) {
  const res = await fetch(`${url}/api/health`);
  return { status: res.status, body: await res.json() };
}

// zero-cache as `npm start` runs it: a runner and its worker processes (see ZERO_SINGLE_PROCESS).
const env = { ZERO_SINGLE_PROCESS: "0" };

describe("launcher (npm start)", () => {
  it("runs two instances side by side, each healthy; SIGTERM leaves no process behind, SIGKILL no zero-cache, and the next start recovers its Postgres", async () => {
    const [one, two] = await Promise.all([startApp({ env }), startApp({ env })]);
    const treeOf = (app: typeof one) => [app.process.pid as number, ...descendantsOf(app.process.pid as number)];
    let killedTree: number[] = [];
    try {
      expect(one.output()).toMatch(new RegExp(`^ready .*http://localhost:${one.port}`, "m"));
      for (const app of [one, two]) {
        expect(await health(app.url)).toMatchObject({
          status: 200,
          body: { status: "ok", postgres: "up", zeroCache: "up", worker: "up" },
        });
      }
      expect(one.databaseUrl).not.toBe(two.databaseUrl);
      expect(one.zeroCacheUrl).not.toBe(two.zeroCacheUrl);

      // The first is stopped as `npm start` is: Postgres, zero-cache's runner and its detached workers all end.
      const launched = treeOf(one);
      expect(launched.length).toBeGreaterThan(6);
      await one.stop();
      await new Promise((r) => setTimeout(r, 500));
      expect(launched.filter(isAlive)).toEqual([]);

      // The second is killed outright: zero-cache goes with it.
      killedTree = treeOf(two);
      const zeroPids = killedTree.filter((pid) => commandLineOf(pid).includes("zero"));
      expect(zeroPids.length).toBeGreaterThan(0);
      process.kill(two.process.pid as number, "SIGKILL");
      for (let i = 0; i < 100 && zeroPids.some(isAlive); i++) await new Promise((r) => setTimeout(r, 100));
      expect(zeroPids.filter(isAlive)).toEqual([]);
    } finally {
      await Promise.all([one.stop(), two.stop(true)]);
    }

    // Postgres outlives a SIGKILLed parent; the next start on the same DATA_DIR stops it and goes on.
    const again = await startApp({ dataDir: two.dataDir, env });
    try {
      expect((await health(again.url)).status).toBe(200);
    } finally {
      await again.stop();
    }
    const orphans = killedTree.filter((pid) => isAlive(pid) && commandLineOf(pid).includes("postgres"));
    expect(orphans).toEqual([]);
    // Three starts, two of them side by side: about 45 s alone, twice that beside other files,
    // more while Playwright runs beside the integration files (scripts/test.ts).
  }, 300_000);

  it("in dev mode (npm run dev) stops on SIGTERM as npm start does: everything stopped, then exit 0", async () => {
    const app = await startApp({ args: ["--dev"], env });
    const tree = [app.process.pid as number, ...descendantsOf(app.process.pid as number)];
    try {
      expect(app.output()).toMatch(/^ready \(all, dev\)/m);
      // Vite serves the client itself in dev mode.
      expect((await fetch(app.url)).headers.get("content-type")).toContain("text/html");
    } finally {
      await app.stop();
    }
    // Vite's own SIGTERM handler used to exit the process before zero-cache and Postgres were stopped.
    expect(app.output()).toMatch(/^\[launcher\] stopped$/m);
    expect(app.process.exitCode).toBe(0);
    await new Promise((r) => setTimeout(r, 500));
    expect(tree.filter(isAlive)).toEqual([]);
    // A start of its own: 10 s alone, several times that on two cores shared with Playwright.
  }, 180_000);

  it("runs the job worker as its own lower-priority process with npm start's memory flags, starts it again when it dies, and reports which part is down with 503", async () => {
    const app = await startApp({ nodeFlags: WORKER_NODE_FLAGS, env });
    const sql = postgres(app.databaseUrl, { max: 1, onnotice: () => {} });
    const workerPid = () => workerPidOf(app);
    const heartbeatOf = async (pid: number) =>
      (await sql`select 1 from system.worker_heartbeats where worker_id like ${`%:${pid}`}`).length === 1;
    try {
      const first = workerPid() as number;
      expect(first).toBeGreaterThan(0);
      // Field 19 of /proc/<pid>/stat is the nice value: jobs yield the CPU to the API.
      expect(fs.readFileSync(`/proc/${first}/stat`, "utf8").split(") ")[1].split(" ")[16]).toBe("10");
      // The heap sizes the documents benchmark measured apply to the worker, which processes documents.
      const workerFlags = commandLineOf(first).split("\0");
      for (const flag of WORKER_NODE_FLAGS) expect(workerFlags).toContain(flag);
      expect(await heartbeatOf(first)).toBe(true);
      process.kill(first, "SIGKILL");
      // A new worker process imports the server before its first heartbeat: seconds, more on busy cores.
      const second = await eventually(() => workerPid(), 60_000);
      expect(second).not.toBe(first);
      await eventually(() => heartbeatOf(second as number), 60_000);
      expect(app.process.exitCode).toBeNull();

      const zeroPid = descendantsOf(app.process.pid as number).find((pid) =>
        commandLineOf(pid).includes("zero/src/cli.js"),
      );
      expect(zeroPid).toBeDefined();
      process.kill(zeroPid as number, "SIGTERM");
      let report = await health(app.url);
      for (let i = 0; i < 50 && report.status === 200; i++) {
        await new Promise((r) => setTimeout(r, 200));
        report = await health(app.url);
      }
      expect(report).toMatchObject({
        status: 503,
        body: { status: "degraded", postgres: "up", zeroCache: "down", worker: "up" },
      });
    } finally {
      await sql.end();
      await app.stop();
    }
  }, 180_000);
});
