import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Stack, startStack } from "../support/stack.ts";
import { projectRoot } from "../support/start-app.ts";
import { eventually } from "../support/zero-client.ts";

// A worker on a machine whose clock runs an hour behind is alive all the same: its heartbeat
// is stamped, and judged, by the database's clock, never by the worker's or the app's.
describe("worker heartbeat and a skewed clock", () => {
  const skewMs = -60 * 60 * 1000;
  let app: Stack;

  beforeAll(async () => {
    app = await startStack({
      env: {
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import=${path.join(projectRoot, "tests/support/skew-worker-clock.ts")}`,
        WORKER_CLOCK_SKEW_MS: String(skewMs),
      },
    });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("health reports the worker up, and its heartbeat carries the database's time", async () => {
    const report = await eventually(async () => {
      const res = await fetch(`${app.url}/api/health`);
      const body = (await res.json()) as { worker: string };
      return body.worker === "up" ? { status: res.status, body } : undefined;
    }, 20_000);
    expect(report).toMatchObject({
      status: 200,
      body: { status: "ok", postgres: "up", zeroCache: "up", worker: "up" },
    });
    const [beat] =
      await app.sql`select extract(epoch from now() - max(seen_at))::float as age from system.worker_heartbeats`;
    expect(Math.abs(beat.age)).toBeLessThan(15);
  });

  it("the worker really runs on the skewed clock (it stamps a processed document with it)", async () => {
    const owner = await app.signUpOwner("klok@a.nl", "Klaas Klok");
    const res = await app.upload(owner, owner.org, "klok.md", "# Klok\n\nDe klok loopt achter.\n", "text/markdown");
    const id = res.body.documents?.[0].id as string;
    const [doc] = await eventually(
      () =>
        app.sql`select extract(epoch from now() - updated_at)::float as behind from documents
          where id = ${id} and processing_status = 'completed'`.then((rows) => (rows.length ? rows : undefined)),
      20_000,
    );
    expect(doc.behind).toBeGreaterThan(-skewMs / 1000 - 60);
  });
});
