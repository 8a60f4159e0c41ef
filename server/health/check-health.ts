import { sql } from "kysely";
import type { Db } from "../db/connect.ts";

export type HealthReport = {
  status: "ok" | "degraded";
  postgres: "up" | "down";
  zeroCache: "up" | "down";
  worker: "up" | "down";
};

export const WORKER_STALE_MS = 20_000;

async function probe(fn: () => Promise<boolean>): Promise<"up" | "down"> {
  try {
    return (await fn()) ? "up" : "down";
  } catch {
    return "down";
  }
}

export async function checkHealth(db: Db, zeroCacheUrl: string): Promise<HealthReport> {
  const [postgres, zeroCache, worker] = await Promise.all([
    probe(async () => {
      await sql`select 1`.execute(db);
      return true;
    }),
    probe(async () => (await fetch(`${zeroCacheUrl}/keepalive`, { signal: AbortSignal.timeout(2000) })).ok),
    probe(async () => {
      const row = await db
        .selectFrom("system.worker_heartbeats")
        .select((eb) => eb.fn.max("seen_at").as("last"))
        .executeTakeFirst();
      return !!row?.last && Date.now() - new Date(row.last).getTime() < WORKER_STALE_MS;
    }),
  ]);
  const ok = postgres === "up" && zeroCache === "up" && worker === "up";
  return { status: ok ? "ok" : "degraded", postgres, zeroCache, worker };
}
