import { Kysely } from "kysely";
import postgres from "postgres";
import { boundedDialect } from "./bounded-dialect.ts";
import type { Database } from "./types.ts";

export type Db = Kysely<Database>;
export type Sql = postgres.Sql;

/** Postgres' own limits on a session, set at connect (0 or unset: none). */
export type SessionLimits = {
  /** Postgres cancels a statement running longer. */
  statementTimeoutMs?: number;
  /** Postgres ends a session left idle inside a transaction this long (its locks go with it). */
  idleInTransactionTimeoutMs?: number;
};

export type SqlOptions = SessionLimits & {
  max?: number;
  searchPath?: string;
};

export function connectSql(url: string, opts: SqlOptions = {}): Sql {
  const connection: Record<string, string> = {};
  if (opts.searchPath) connection.search_path = opts.searchPath;
  if (opts.statementTimeoutMs) connection.statement_timeout = String(opts.statementTimeoutMs);
  if (opts.idleInTransactionTimeoutMs)
    connection.idle_in_transaction_session_timeout = String(opts.idleInTransactionTimeoutMs);
  return postgres(url, {
    max: opts.max ?? 10,
    onnotice: () => {},
    connection: Object.keys(connection).length ? connection : undefined,
  });
}

/**
 * The same database URL with the limits every connection opened from it sets at start-up
 * (libpq's `options`), for pools we do not build ourselves (graphile-worker's).
 */
export function withStatementTimeout(url: string, ms: number, limits: Omit<SessionLimits, "statementTimeoutMs"> = {}) {
  const options = [
    ms ? `-c statement_timeout=${ms}` : "",
    limits.idleInTransactionTimeoutMs
      ? `-c idle_in_transaction_session_timeout=${limits.idleInTransactionTimeoutMs}`
      : "",
  ].filter(Boolean);
  if (!options.length) return url;
  const u = new URL(url);
  u.searchParams.set("options", options.join(" "));
  return u.toString();
}

/**
 * Kysely on a postgres.js pool. With `timeoutMs`, no wait for a connection or an answer lasts
 * longer (bounded-dialect.ts); the app's and the worker's pools are opened so, migrations and
 * scripts without it.
 */
export function connectDb(sql: Sql, opts: { timeoutMs?: number } = {}): Db {
  return new Kysely<Database>({ dialect: boundedDialect(sql, opts.timeoutMs ?? 0) });
}
