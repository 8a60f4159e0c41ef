import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { redact } from "../../../common/privacy/redact.ts";
import { databaseAway } from "../../db/group-commit.ts";
import type { StatusCallback } from "./apply-statuses.ts";
import type { Inbound } from "./store-inbound.ts";

export type SpooledDelivery = { kind: "inbound"; inbound: Inbound } | { kind: "status"; status: StatusCallback };

// The disk the spool may fill, by default (WEBHOOK_SPOOL_MAX_FILES, WEBHOOK_SPOOL_MAX_BYTES):
// a day of a busy organisation's traffic. Past it, deliveries get 503 again. One
// organisation may fill a tenth of it, so a flood from one cannot crowd out the others.
export const SPOOL_MAX_FILES = 50_000;
export const SPOOL_MAX_BYTES = 256 * 1024 * 1024;
const ORGANIZATION_SHARE = 0.1;
// What an entry written before names carried their size is counted as (a delivery is ~1 KB).
const UNSIZED_BYTES = 4096;

export type SpoolBudget = { maxFiles?: number; maxBytes?: number };

/**
 * Deliveries the database could not take, or that came while the webhook already had its
 * fill of deliveries waiting for the database, kept on disk until it can. Twilio retries a
 * webhook only when it cannot connect (its default retry policy), not on a 5xx, so a
 * message answered 503 would be lost. A signed delivery is written here (bodies redacted,
 * as they would land), fsynced, acknowledged, and passed on by `drain` in the order it
 * came; passing on is idempotent by message sid, so a delivery drained twice (two app
 * servers on one DATA_DIR) is stored once. Bounded by `budget` (files and bytes).
 */
export function webhookSpool(dir: string, budget: SpoolBudget = {}) {
  const maxFiles = budget.maxFiles ?? SPOOL_MAX_FILES;
  const maxBytes = budget.maxBytes ?? SPOOL_MAX_BYTES;
  let ready: Promise<unknown> | null = null;
  const prepare = () => {
    ready ??= fs.mkdir(dir, { recursive: true, mode: 0o700 });
    return ready;
  };
  // Names sort in arrival order: time first, then a counter within the millisecond.
  let last = 0;
  let seq = 0;
  const nameOf = (organizationId: string, bytes: number) => {
    const now = Date.now();
    seq = now === last ? seq + 1 : 0;
    last = now;
    return `${String(now).padStart(15, "0")}-${String(seq).padStart(6, "0")}-${orgKey(organizationId)}-${randomUUID()}.${bytes}.json`;
  };
  // The organisation is the third part of a name: time, counter, organisation, random; its
  // size in bytes comes before ".json", so the spool is measured without reading a file.
  const organizationOf = (name: string) => name.split("-")[2] ?? "";
  const bytesOf = (name: string) => Number(/\.(\d{1,12})\.json$/.exec(name)?.[1] ?? UNSIZED_BYTES);
  const orgKey = (organizationId: string) => organizationId.replace(/[^0-9a-z]/gi, "");
  // How many wait and their bytes, per organisation: counted from the directory when it is
  // listed (at the first put and each drain, which also sees another app server's work), and
  // kept up to date in between, so a put during an outage does not list thousands of files.
  type Usage = { files: number; bytes: number };
  let waiting: Map<string, Usage> | null = null;
  const count = (name: string, by: 1 | -1) => {
    if (!waiting) return;
    const key = organizationOf(name);
    const before = waiting.get(key) ?? { files: 0, bytes: 0 };
    waiting.set(key, {
      files: Math.max(0, before.files + by),
      bytes: Math.max(0, before.bytes + by * bytesOf(name)),
    });
  };
  const entries = async () => {
    const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".json")).sort();
    waiting = new Map();
    for (const name of names) count(name, 1);
    return names;
  };
  const total = (): Usage => {
    const sum = { files: 0, bytes: 0 };
    for (const u of waiting?.values() ?? []) {
      sum.files += u.files;
      sum.bytes += u.bytes;
    }
    return sum;
  };
  // Whether one more entry of `bytes` for `key` would pass the budget, or the organisation's share of it.
  const overBudget = (key: string, bytes: number) => {
    const all = total();
    const own = waiting?.get(key) ?? { files: 0, bytes: 0 };
    return (
      all.files + 1 > maxFiles ||
      all.bytes + bytes > maxBytes ||
      own.files + 1 > Math.max(1, Math.floor(maxFiles * ORGANIZATION_SHARE)) ||
      own.bytes + bytes > Math.max(bytes, Math.floor(maxBytes * ORGANIZATION_SHARE))
    );
  };

  return {
    /** How many deliveries wait, as last counted (0 before the spool was first listed). */
    waiting: () => total().files,
    /** The deliveries waiting and their bytes on disk, and the budget they may fill. */
    usage: () => ({ ...total(), maxFiles, maxBytes }),
    /** Writes the delivery durably; false when it could not be kept (the budget is full, or the disk failed). */
    async put(delivery: SpooledDelivery): Promise<boolean> {
      try {
        await prepare();
        if (!waiting) await entries();
        const organizationId =
          delivery.kind === "inbound" ? delivery.inbound.organizationId : delivery.status.organizationId;
        const stored: SpooledDelivery =
          delivery.kind === "inbound"
            ? {
                kind: "inbound",
                inbound: {
                  ...delivery.inbound,
                  body: redact(delivery.inbound.body),
                  profileName: delivery.inbound.profileName && redact(delivery.inbound.profileName),
                },
              }
            : delivery;
        const text = JSON.stringify(stored);
        const bytes = Buffer.byteLength(text);
        if (overBudget(orgKey(organizationId), bytes)) {
          const { files, bytes: used } = total();
          console.error(
            `[api] webhook spool FULL: a delivery for organisation ${organizationId} could not be kept (${files} of ${maxFiles} files, ${used} of ${maxBytes} bytes, or that organisation's tenth of them)`,
          );
          return false;
        }
        const name = nameOf(organizationId, bytes);
        const temp = path.join(dir, `${name}.tmp`);
        const file = await fs.open(temp, "wx", 0o600);
        try {
          await file.writeFile(text);
          await file.sync();
        } finally {
          await file.close();
        }
        await fs.rename(temp, path.join(dir, name));
        count(name, 1);
        return true;
      } catch (err) {
        console.error(`[api] webhook spool: could not keep a delivery: ${err instanceof Error ? err.message : err}`);
        return false;
      }
    },
    /**
     * Passes spooled deliveries on, oldest first, until the database is away again. One that
     * fails for its own sake is set aside (`.failed`, logged), never holding up the rest.
     */
    async drain(apply: (delivery: SpooledDelivery) => Promise<void>): Promise<number> {
      let done = 0;
      for (const name of await entries()) {
        const file = path.join(dir, name);
        let delivery: SpooledDelivery;
        try {
          delivery = JSON.parse(await fs.readFile(file, "utf8"));
          // JSON keeps the arrival time as text.
          if (delivery.kind === "inbound" && delivery.inbound.receivedAt)
            delivery.inbound.receivedAt = new Date(delivery.inbound.receivedAt);
        } catch (err) {
          // Gone already (another app server drained it), or unreadable: never blocks the rest.
          if ((err as NodeJS.ErrnoException).code !== "ENOENT") await fs.rename(file, `${file}.unreadable`);
          count(name, -1);
          continue;
        }
        try {
          await apply(delivery);
        } catch (err) {
          if (databaseAway(err)) break;
          console.error(`[api] webhook spool: ${name} set aside: ${err instanceof Error ? err.message : err}`);
          await fs.rename(file, `${file}.failed`).catch(() => {});
          count(name, -1);
          continue;
        }
        await fs.rm(file, { force: true });
        count(name, -1);
        done++;
      }
      return done;
    },
  };
}
