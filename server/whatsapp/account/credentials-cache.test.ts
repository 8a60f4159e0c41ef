import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from "kysely";
import { afterEach, expect, it } from "vitest";
import { secretBox } from "../../crypto/secret-box.ts";
import type { Db } from "../../db/connect.ts";
import { credentialsCache } from "./credentials-cache.ts";

const box = secretBox({ appSecret: "x".repeat(48) }, "twilio-credentials");
const TTL_MS = 50;

/** A Postgres that answers with one organisation's row, or, when down, refuses connections as a stopped server does. */
function database(row: Record<string, unknown> | null) {
  const state = { up: true, row, hangs: false };
  const db = new Kysely<never>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createIntrospector: (d) => new PostgresIntrospector(d),
      createQueryCompiler: () => new PostgresQueryCompiler(),
      createDriver: () => ({
        init: async () => {},
        destroy: async () => {},
        beginTransaction: async () => {},
        commitTransaction: async () => {},
        rollbackTransaction: async () => {},
        releaseConnection: async () => {},
        acquireConnection: async () => {
          // postgres.js leaves a connection request queued for an ended connection waiting for good.
          if (state.hangs) return new Promise<never>(() => {});
          if (!state.up)
            throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
          return {
            executeQuery: async () => ({ rows: state.row ? [state.row] : [] }),
            streamQuery: async function* () {},
          } as never;
        },
      }),
    },
  }) as unknown as Db;
  return { db, state };
}
const row = (token: string) => ({
  account_sid: "AC1",
  auth_token_encrypted: box.seal(token),
  whatsapp_sender: "+3197010000001",
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const dirs: string[] = [];
const keepDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "credentials-"));
  dirs.push(dir);
  return path.join(dir, "credentials");
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

it("while the database is away past the cache's lifetime, the last token read still verifies", async () => {
  const { db, state } = database(row("token-1"));
  const cache = credentialsCache(db, box, TTL_MS);
  expect((await cache.get("org"))?.authToken).toBe("token-1");
  state.up = false;
  await sleep(TTL_MS * 2);
  expect((await cache.get("org"))?.authToken).toBe("token-1");
  // An organisation never read before has nothing to verify with: the failure is passed on.
  await expect(cache.get("other")).rejects.toThrow(/ECONNREFUSED/);
});

it("an app started during an outage verifies with the token kept sealed on disk; the file holds no plain token", async () => {
  const dir = keepDir();
  const { db, state } = database(row("token-on-disk"));
  expect((await credentialsCache(db, box, TTL_MS, dir).get("org"))?.authToken).toBe("token-on-disk");
  // Kept in the background (written aside, then renamed): wait for it on a busy machine.
  const kept = () => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".json")) : []);
  for (let i = 0; i < 100 && kept().length === 0; i++) await sleep(20);
  const [file] = kept();
  expect(fs.readFileSync(path.join(dir, file as string), "utf8")).not.toContain("token-on-disk");
  state.up = false;
  const restarted = credentialsCache(db, box, TTL_MS, dir);
  expect((await restarted.get("org"))?.authToken).toBe("token-on-disk");
  // Under another APP_SECRET the kept token opens nothing: no verification, the failure is passed on.
  const otherBox = secretBox({ appSecret: "y".repeat(48) }, "twilio-credentials");
  await expect(credentialsCache(db, otherBox, TTL_MS, dir).get("org")).rejects.toThrow(/ECONNREFUSED/);
});

it("a token removed while the database was up is not used during a later outage", async () => {
  const dir = keepDir();
  const { db, state } = database(row("gone"));
  const cache = credentialsCache(db, box, TTL_MS, dir);
  expect((await cache.get("org"))?.authToken).toBe("gone");
  await sleep(TTL_MS * 2);
  state.row = null;
  expect(await cache.get("org")).toBeNull();
  await sleep(TTL_MS * 2);
  state.up = false;
  await expect(cache.get("org")).rejects.toThrow(/ECONNREFUSED/);
  await expect(credentialsCache(db, box, TTL_MS, dir).get("org")).rejects.toThrow(/ECONNREFUSED/);
});

it("a lookup the database never answers counts as the database away: the last token read verifies within the lookup timeout", async () => {
  const { db, state } = database(row("token-1"));
  const cache = credentialsCache(db, box, TTL_MS, undefined, 200);
  expect((await cache.get("org"))?.authToken).toBe("token-1");
  state.hangs = true;
  await sleep(TTL_MS * 2);
  const started = performance.now();
  expect((await cache.get("org"))?.authToken).toBe("token-1");
  expect(performance.now() - started).toBeLessThan(1000);
  // Without a token read before, the failure is passed on, in time too.
  await expect(cache.get("other")).rejects.toThrow(/not read within/);
});
