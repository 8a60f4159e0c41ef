// Runs Fleks sync runs one after another in a fresh Node process, as the worker's job
// would, and reports each run's wall time and the process's peak RSS on stdout as JSON.

import { connectDb, connectSql } from "../server/db/connect.ts";
import { integrationKeyBox } from "../server/external-integrations/integration-key-box.ts";
import { runFleksSync } from "../server/fleks/sync/run-fleks-sync.ts";

const [databaseUrl, secret, ...runIds] = process.argv.slice(2);
const db = connectDb(connectSql(databaseUrl as string, { max: 4 }));
const box = integrationKeyBox({ appSecret: secret as string });
const ms: number[] = [];
for (const runId of runIds) {
  const t0 = performance.now();
  await runFleksSync({ db, box }, runId);
  ms.push(performance.now() - t0);
}
await db.destroy();
console.log(JSON.stringify({ ms, peakRss: process.resourceUsage().maxRSS * 1024 }));
