import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { databaseAway } from "../../db/group-commit.ts";
import { redact } from "../../privacy/redact.ts";
import type { StatusCallback } from "./apply-statuses.ts";
import type { Inbound } from "./store-inbound.ts";

export type SpooledDelivery = { kind: "inbound"; inbound: Inbound } | { kind: "status"; status: StatusCallback };

// A day of a busy organisation's traffic at most; past it, deliveries get 503 again. One
// organisation may fill a tenth of it, so a flood from one cannot crowd out the others.
const MAX_ENTRIES = 50_000;
const ORGANIZATION_SHARE = 0.1;

/**
 * Deliveries the database could not take, kept on disk until it can. Twilio retries a
 * webhook only when it cannot connect (its default retry policy), not on a 5xx, so a
 * message answered 503 while Postgres restarts would be lost. A signed delivery is written
 * here (bodies redacted, as they would land), acknowledged, and passed on by `drain` in the
 * order it came; passing on is idempotent by message sid, so a delivery drained twice (two
 * app servers on one DATA_DIR) is stored once.
 */
export function webhookSpool(dir: string, maxEntries = MAX_ENTRIES) {
  let ready: Promise<unknown> | null = null;
  const prepare = () => {
    ready ??= fs.mkdir(dir, { recursive: true, mode: 0o700 });
    return ready;
  };
  // Names sort in arrival order: time first, then a counter within the millisecond.
  let last = 0;
  let seq = 0;
  const nameOf = (organizationId: string) => {
    const now = Date.now();
    seq = now === last ? seq + 1 : 0;
    last = now;
    return `${String(now).padStart(15, "0")}-${String(seq).padStart(6, "0")}-${orgKey(organizationId)}-${randomUUID()}.json`;
  };
  // The organisation is the third part of a name: time, counter, organisation, random.
  const organizationOf = (name: string) => name.split("-")[2] ?? "";
  const orgKey = (organizationId: string) => organizationId.replace(/[^0-9a-z]/gi, "");
  // How many wait, per organisation: counted from the directory when it is listed (at the
  // first put and each drain, which also sees another app server's work), and kept up to
  // date in between, so a put during an outage does not list thousands of files.
  let waiting: Map<string, number> | null = null;
  const entries = async () => {
    const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".json")).sort();
    waiting = new Map();
    for (const name of names) waiting.set(organizationOf(name), (waiting.get(organizationOf(name)) ?? 0) + 1);
    return names;
  };
  const count = (key: string, by: number) => waiting?.set(key, Math.max(0, (waiting.get(key) ?? 0) + by));
  const total = () => [...(waiting?.values() ?? [])].reduce((a, b) => a + b, 0);

  return {
    /** How many deliveries wait, as last counted (0 before the spool was first listed). */
    waiting: total,
    /** Writes the delivery durably; false when it could not be kept (full, or the disk failed). */
    async put(delivery: SpooledDelivery): Promise<boolean> {
      try {
        await prepare();
        if (!waiting) await entries();
        const organizationId =
          delivery.kind === "inbound" ? delivery.inbound.organizationId : delivery.status.organizationId;
        const own = waiting?.get(orgKey(organizationId)) ?? 0;
        if (total() >= maxEntries || own >= Math.max(1, Math.floor(maxEntries * ORGANIZATION_SHARE))) return false;
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
        const name = nameOf(organizationId);
        const temp = path.join(dir, `${name}.tmp`);
        const file = await fs.open(temp, "wx", 0o600);
        try {
          await file.writeFile(JSON.stringify(stored));
          await file.sync();
        } finally {
          await file.close();
        }
        await fs.rename(temp, path.join(dir, name));
        count(orgKey(organizationId), 1);
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
          count(organizationOf(name), -1);
          continue;
        }
        try {
          await apply(delivery);
        } catch (err) {
          if (databaseAway(err)) break;
          console.error(`[api] webhook spool: ${name} set aside: ${err instanceof Error ? err.message : err}`);
          await fs.rename(file, `${file}.failed`).catch(() => {});
          count(organizationOf(name), -1);
          continue;
        }
        await fs.rm(file, { force: true });
        count(organizationOf(name), -1);
        done++;
      }
      return done;
    },
  };
}
