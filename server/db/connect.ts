import { Kysely } from "kysely";
import { PostgresJSDialect } from "kysely-postgres-js";
import postgres from "postgres";
import type { Database } from "./types.ts";

export type Db = Kysely<Database>;
export type Sql = postgres.Sql;

export type SqlOptions = {
  max?: number;
  searchPath?: string;
  /** Postgres cancels a statement running longer (0 or unset: no limit). */
  statementTimeoutMs?: number;
};

export function connectSql(url: string, opts: SqlOptions = {}): Sql {
  const connection: Record<string, string> = {};
  if (opts.searchPath) connection.search_path = opts.searchPath;
  if (opts.statementTimeoutMs) connection.statement_timeout = String(opts.statementTimeoutMs);
  return postgres(url, {
    max: opts.max ?? 10,
    onnotice: () => {},
    connection: Object.keys(connection).length ? connection : undefined,
  });
}

/**
 * The same database URL with a statement timeout every connection opened from it sets at
 * start-up (libpq's `options`), for pools we do not build ourselves (graphile-worker's).
 */
export function withStatementTimeout(url: string, ms: number): string {
  if (!ms) return url;
  const u = new URL(url);
  u.searchParams.set("options", `-c statement_timeout=${ms}`);
  return u.toString();
}

export function connectDb(sql: Sql): Db {
  return new Kysely<Database>({ dialect: new PostgresJSDialect({ postgres: sql }) });
}
