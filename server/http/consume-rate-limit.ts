import { sql } from "kysely";
import type { Db } from "../db/connect.ts";

export type RateRule = { max: number; windowSeconds: number };
export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one attempt under `key` and says whether it is within the rule. One statement, so
 * two app servers counting the same client at the same moment cannot both slip through: the
 * row lock serialises them. A window that has ended starts again at this attempt (a fixed
 * window; its clock is the database's, so app servers' clocks need not agree).
 */
export async function consumeRateLimit(db: Db, key: string, rule: RateRule): Promise<RateVerdict> {
  const window = `${rule.windowSeconds} seconds`;
  const { rows } = await sql<{ hits: number; retry_after: string }>`
    insert into system.rate_limits as r (key, hits, window_ends)
    values (${key}, 1, now() + ${window}::interval)
    on conflict (key) do update set
      hits = case when r.window_ends <= now() then 1 else r.hits + 1 end,
      window_ends = case when r.window_ends <= now() then excluded.window_ends else r.window_ends end
    returning hits, ceil(extract(epoch from window_ends - now()))::int as retry_after`.execute(db);
  const { hits, retry_after } = rows[0];
  if (hits <= rule.max) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Number(retry_after)) };
}
