import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { redact } from "../../../common/privacy/redact.ts";
import { databaseAway } from "../../db/group-commit.ts";
import type { StatusCallback } from "./apply-statuses.ts";
import { inLanes } from "./in-lanes.ts";
import type { Inbound } from "./store-inbound.ts";

export type SpooledDelivery = { kind: "inbound"; inbound: Inbound } | { kind: "status"; status: StatusCallback };

// The disk the spool may fill, by default (WEBHOOK_SPOOL_MAX_FILES, WEBHOOK_SPOOL_MAX_BYTES):
// a day of a busy organisation's traffic. Past it, deliveries get 503 again. Entries set
// aside (`.failed`, `.unreadable`) count too: they stay on the disk until someone looks.
export const SPOOL_MAX_FILES = 50_000;
export const SPOOL_MAX_BYTES = 256 * 1024 * 1024;
// An organisation's share. Twilio does not retry a 503, so refusing one organisation while
// the disk has room protects nobody: an organisation past its tenth is refused only once the
// spool is nine tenths full. The last tenth is kept for organisations within their tenth, so
// a flood from one (or a few) cannot crowd out a quiet organisation's messages. (Before, an
// organisation was refused past its tenth even with the spool empty: a large one's burst
// during an outage lost messages the disk could have kept.)
const ORGANIZATION_SHARE = 0.1;
const KEPT_FOR_OTHERS = 0.1;
// What an entry written before names carried their size is counted as (a delivery is ~1 KB).
const UNSIZED_BYTES = 4096;
// Deliveries passed on at once while draining: different conversations side by side (the
// database takes them in shared commits), one sender's messages one after another.
export const DRAIN_CONCURRENCY = 8;

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
  const bytesOf = (name: string) =>
    Number(/\.(\d{1,12})\.json(?:\.failed|\.unreadable)?$/.exec(name)?.[1] ?? UNSIZED_BYTES);
  const orgKey = (organizationId: string) => organizationId.replace(/[^0-9a-z]/gi, "");
  const setAsideName = /\.json\.(failed|unreadable)$/;
  // What the spool holds and its bytes, per organisation: the entries waiting and those set
  // aside. Counted from the directory when it is listed (at the first put and each drain,
  // which also sees another app server's work), and kept up to date in between, so a put
  // during an outage does not list thousands of files.
  type Usage = { files: number; bytes: number };
  let waiting: Map<string, Usage> | null = null;
  let setAside = new Map<string, Usage>();
  // Entries being written: counted from their budget check on, so a burst of deliveries
  // under way at once cannot each find room for itself (they all passed the check before
  // the first file was on disk, and the spool overran its budget).
  const writing = new Set<string>();
  const count = (name: string, by: 1 | -1, into = waiting) => {
    if (!into) return;
    const key = organizationOf(name);
    const before = into.get(key) ?? { files: 0, bytes: 0 };
    into.set(key, {
      files: Math.max(0, before.files + by),
      bytes: Math.max(0, before.bytes + by * bytesOf(name)),
    });
  };
  const entries = async () => {
    const all = (await fs.readdir(dir).catch(() => [] as string[])).sort();
    const names = all.filter((f) => f.endsWith(".json"));
    waiting = new Map();
    setAside = new Map();
    for (const name of names) count(name, 1);
    for (const name of all.filter((f) => setAsideName.test(f))) count(name, 1, setAside);
    const listed = new Set(names);
    for (const name of writing) if (!listed.has(name)) count(name, 1);
    return names;
  };
  /** Moves an entry out of the line: it failed for its own sake (or could not be read). */
  const putAside = async (name: string, as: "failed" | "unreadable") => {
    count(name, -1);
    try {
      await fs.rename(path.join(dir, name), path.join(dir, `${name}.${as}`));
      count(`${name}.${as}`, 1, setAside);
    } catch {
      // Gone already (another app server took it).
    }
  };
  const sum = (of: Map<string, Usage> | null): Usage => {
    const all = { files: 0, bytes: 0 };
    for (const u of of?.values() ?? []) {
      all.files += u.files;
      all.bytes += u.bytes;
    }
    return all;
  };
  const total = (): Usage => {
    const [a, b] = [sum(waiting), sum(setAside)];
    return { files: a.files + b.files, bytes: a.bytes + b.bytes };
  };
  // Whether one more entry of `bytes` for `key` would pass the budget, or (past its share)
  // the part of it kept for the others.
  const overBudget = (key: string, bytes: number) => {
    const all = total();
    const own = { files: 0, bytes: 0 };
    for (const u of [waiting?.get(key), setAside.get(key)]) {
      own.files += u?.files ?? 0;
      own.bytes += u?.bytes ?? 0;
    }
    const pastShare =
      own.files + 1 > Math.max(1, Math.floor(maxFiles * ORGANIZATION_SHARE)) ||
      own.bytes + bytes > Math.max(bytes, Math.floor(maxBytes * ORGANIZATION_SHARE));
    const roomForAll = { files: maxFiles, bytes: maxBytes };
    const roomPastShare = {
      files: maxFiles - Math.floor(maxFiles * KEPT_FOR_OTHERS),
      bytes: maxBytes - Math.floor(maxBytes * KEPT_FOR_OTHERS),
    };
    const room = pastShare ? roomPastShare : roomForAll;
    return all.files + 1 > room.files || all.bytes + bytes > room.bytes;
  };
  /** A delivery read back, or null when it is gone or cannot be read (then set aside). */
  const read = async (name: string): Promise<SpooledDelivery | null> => {
    try {
      const delivery: SpooledDelivery = JSON.parse(await fs.readFile(path.join(dir, name), "utf8"));
      // JSON keeps the arrival time as text.
      if (delivery.kind === "inbound" && delivery.inbound.receivedAt)
        delivery.inbound.receivedAt = new Date(delivery.inbound.receivedAt);
      return delivery;
    } catch (err) {
      // Gone already (another app server drained it), or unreadable: never blocks the rest.
      if ((err as NodeJS.ErrnoException).code === "ENOENT") count(name, -1);
      else await putAside(name, "unreadable");
      return null;
    }
  };
  // One sender's messages (and one message's status callbacks) keep their order.
  const laneOf = (d: SpooledDelivery) =>
    d.kind === "inbound"
      ? `in ${d.inbound.organizationId} ${d.inbound.from}`
      : `status ${d.status.organizationId} ${d.status.messageSid}`;

  return {
    /** How many deliveries wait, as last counted (0 before the spool was first listed). */
    waiting: () => sum(waiting).files,
    /** What the spool holds (waiting and set aside) and its bytes, the budget it may fill, and how many were set aside. */
    usage: () => ({ ...total(), maxFiles, maxBytes, failed: sum(setAside).files }),
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
            `[api] webhook spool FULL: a delivery for organisation ${organizationId} could not be kept (${files} of ${maxFiles} files, ${used} of ${maxBytes} bytes, set-aside entries included; past its tenth an organisation has nine tenths of them)`,
          );
          return false;
        }
        const name = nameOf(organizationId, bytes);
        writing.add(name);
        count(name, 1);
        try {
          const temp = path.join(dir, `${name}.tmp`);
          const file = await fs.open(temp, "wx", 0o600);
          try {
            await file.writeFile(text);
            await file.sync();
          } finally {
            await file.close();
          }
          await fs.rename(temp, path.join(dir, name));
        } catch (err) {
          count(name, -1);
          throw err;
        } finally {
          writing.delete(name);
        }
        return true;
      } catch (err) {
        console.error(`[api] webhook spool: could not keep a delivery: ${err instanceof Error ? err.message : err}`);
        return false;
      }
    },
    /**
     * Passes spooled deliveries on, oldest first, until the database is away again:
     * `concurrency` at once, one sender's messages (one message's status callbacks) one
     * after another in the order they came. One that fails for its own sake is set aside
     * (`.failed`, logged), never holding up the rest. Once the database is away, nothing
     * more is started; what was already under way finishes.
     */
    async drain(apply: (delivery: SpooledDelivery) => Promise<void>, concurrency = DRAIN_CONCURRENCY): Promise<number> {
      let done = 0;
      let away = false;
      const lanes = inLanes(concurrency);
      for (const name of await entries()) {
        if (away) break;
        const delivery = await read(name);
        if (!delivery) continue;
        await lanes.add(laneOf(delivery), async () => {
          // An earlier message of this sender did not go: this one waits with it.
          if (away) return;
          try {
            await apply(delivery);
          } catch (err) {
            if (databaseAway(err)) {
              away = true;
              return;
            }
            console.error(`[api] webhook spool: ${name} set aside: ${err instanceof Error ? err.message : err}`);
            await putAside(name, "failed");
            return;
          }
          await fs.rm(path.join(dir, name), { force: true });
          count(name, -1);
          done++;
        });
      }
      await lanes.settled();
      return done;
    },
  };
}
