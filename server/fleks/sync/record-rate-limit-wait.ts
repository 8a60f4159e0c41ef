import type { Db } from "../../db/connect.ts";
import type { OnRateLimitWait } from "./fetch-page-with-retry.ts";

/**
 * Writes a run's 429 wait on its row (`retry_at`, cleared with null), outside any page
 * transaction, so the Monitor shows 'rate-limited, retrying at …' while the engine sleeps.
 */
export const recordRateLimitWait =
  (db: Db, runId: string): OnRateLimitWait =>
  async (retryAt) => {
    await db.updateTable("integration_sync_runs").set({ retry_at: retryAt }).where("id", "=", runId).execute();
  };
