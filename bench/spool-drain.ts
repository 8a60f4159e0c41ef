// The webhook spool's drain rate (server/whatsapp/inbound/webhook-spool.ts): deliveries kept on
// disk during an outage, passed on through the webhook's real landing (group commits, then
// into conversations and the assistant's outbox) once the database is back. Baseline (same
// run, same data): one delivery at a time, as the drain did before.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { connectDb, connectSql } from "../server/db/connect.ts";
import { inboundBatcher } from "../server/whatsapp/inbound/inbound-batcher.ts";
import { DRAIN_CONCURRENCY, webhookSpool } from "../server/whatsapp/inbound/webhook-spool.ts";

const DELIVERIES = 1000;
const SENDERS = 100;

/** Spools DELIVERIES questions of SENDERS employees of `org` and times their drain, one at a time and DRAIN_CONCURRENCY at once. */
export async function spoolDrainRate(databaseUrl: string, org: string, prefix: string) {
  const db = connectDb(connectSql(databaseUrl, { max: 10 }));
  const inbox = inboundBatcher(db);
  const dirs: string[] = [];
  try {
    const rates: number[] = [];
    for (const [label, concurrency] of [
      ["one at a time (before)", 1],
      [`${DRAIN_CONCURRENCY} at once (now)`, DRAIN_CONCURRENCY],
    ] as const) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-spool-"));
      dirs.push(dir);
      const spool = webhookSpool(path.join(dir, "webhook-spool"));
      for (let i = 0; i < DELIVERIES; i++)
        await spool.put({
          kind: "inbound",
          inbound: {
            organizationId: org,
            messageSid: `SMspool${concurrency}x${i}`,
            from: `whatsapp:${prefix}${concurrency}${String(i % SENDERS).padStart(6, "0")}`,
            body: "Hoeveel vakantiedagen heb ik per jaar?",
            receivedAt: new Date(),
          },
        });
      const t0 = performance.now();
      const n = await spool.drain(
        (d) => (d.kind === "inbound" ? inbox.land(d.inbound) : Promise.resolve()),
        concurrency,
      );
      const seconds = (performance.now() - t0) / 1000;
      rates.push(n / seconds);
      console.log(
        `  spool drain, ${label}: ${n} of ${DELIVERIES} deliveries (${SENDERS} senders) in ${seconds.toFixed(1)} s, ${(n / seconds).toFixed(0)}/s`,
      );
    }
    console.log(`  spool drain now/before ${(rates[1] / rates[0]).toFixed(1)}`);
  } finally {
    await inbox.settled();
    await db.destroy();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}
