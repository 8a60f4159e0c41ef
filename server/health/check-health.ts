import { sql } from "kysely";
import type { Db } from "../db/connect.ts";
import { type ModelStates, worstStates } from "../integrations/model-states.ts";

export type HealthReport = {
  status: "ok" | "degraded";
  postgres: "up" | "down";
  zeroCache: "up" | "down";
  worker: "up" | "down";
  /**
   * The configured model APIs as this app server and the live workers met them: `ok`,
   * `failing` (since when, the last status) or `breaker_open` (replies go without it). Not
   * part of `status`: the app works without them, and restarting it would not bring them back.
   */
  models: ModelStates;
};

export const WORKER_STALE_MS = 20_000;

async function probe(fn: () => Promise<boolean>): Promise<"up" | "down"> {
  try {
    return (await fn()) ? "up" : "down";
  } catch {
    return "down";
  }
}

export async function checkHealth(db: Db, zeroCacheUrl: string, ownModels: ModelStates = {}): Promise<HealthReport> {
  const [postgres, zeroCache, worker, workerModels] = await Promise.all([
    probe(async () => {
      await sql`select 1`.execute(db);
      return true;
    }),
    probe(async () => (await fetch(`${zeroCacheUrl}/keepalive`, { signal: AbortSignal.timeout(2000) })).ok),
    // Judged by the database's clock, which also stamped the heartbeat: neither this app
    // server's nor a worker's clock can make a live worker look dead (or a dead one alive).
    probe(async () => {
      const row = await db
        .selectFrom("system.worker_heartbeats")
        .select(
          sql<boolean>`coalesce(bool_or(seen_at > now() - make_interval(secs => ${WORKER_STALE_MS / 1000})), false)`.as(
            "alive",
          ),
        )
        .executeTakeFirst();
      return row?.alive === true;
    }),
    db
      .selectFrom("system.worker_heartbeats")
      .select("models")
      .where("seen_at", ">", sql<Date>`now() - make_interval(secs => ${WORKER_STALE_MS / 1000})`)
      .execute()
      .then((rows) => rows.map((r) => r.models))
      .catch(() => []),
  ]);
  const ok = postgres === "up" && zeroCache === "up" && worker === "up";
  return {
    status: ok ? "ok" : "degraded",
    postgres,
    zeroCache,
    worker,
    models: worstStates([ownModels, ...workerModels]),
  };
}
