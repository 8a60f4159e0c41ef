import type { Db } from "../db/connect.ts";

/** Drops windows that ended: their counts no longer refuse anyone. */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.deleteFrom("system.rate_limits").where("window_ends", "<", new Date()).execute();
}
