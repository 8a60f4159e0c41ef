import { Kysely } from "kysely";
import { PostgresJSDialect } from "kysely-postgres-js";
import postgres from "postgres";
import type { Database } from "./types.ts";

export type Db = Kysely<Database>;
export type Sql = postgres.Sql;

export function connectSql(url: string, opts: { max?: number; searchPath?: string } = {}): Sql {
  return postgres(url, {
    max: opts.max ?? 10,
    onnotice: () => {},
    connection: opts.searchPath ? { search_path: opts.searchPath } : undefined,
  });
}

export function connectDb(sql: Sql): Db {
  return new Kysely<Database>({ dialect: new PostgresJSDialect({ postgres: sql }) });
}
