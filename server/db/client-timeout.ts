import type { Env } from "../config.ts";

/**
 * How long the app waits for a pool connection or an answer (DATABASE_CLIENT_TIMEOUT_MS):
 * unset, 5 s past the statement timeout, so that Postgres cancelling a slow statement is what
 * normally ends it, and the client's own bound only catches an answer that never comes.
 */
export function clientTimeoutMs(
  env: Pick<Env, "DATABASE_CLIENT_TIMEOUT_MS" | "DATABASE_STATEMENT_TIMEOUT_MS">,
): number {
  if (env.DATABASE_CLIENT_TIMEOUT_MS !== undefined) return env.DATABASE_CLIENT_TIMEOUT_MS;
  return env.DATABASE_STATEMENT_TIMEOUT_MS ? env.DATABASE_STATEMENT_TIMEOUT_MS + 5_000 : 0;
}
