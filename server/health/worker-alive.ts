// Container healthcheck for a worker: exits 0 when this host's worker heartbeat is fresh.
import { hostname } from "node:os";
import postgres from "postgres";
import { WORKER_STALE_MS } from "./check-health.ts";

const url = process.env.DATABASE_URL;
if (!url) process.exit(1);
const sql = postgres(url, { max: 1, onnotice: () => {} });
try {
  const rows = await sql`select 1 from system.worker_heartbeats
    where worker_id like ${`${hostname()}:%`} and seen_at > now() - make_interval(secs => ${WORKER_STALE_MS / 1000})`;
  process.exitCode = rows.length > 0 ? 0 : 1;
} catch {
  process.exitCode = 1;
} finally {
  await sql.end();
}
