import { type Kysely, sql } from "kysely";

/** postgres.js sends prepared statements, which hold one command each: run a script piecewise. */
export async function runStatements(db: Kysely<unknown>, script: string): Promise<void> {
  const statements = script
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, "").trim())
    .filter(Boolean);
  for (const statement of statements) await sql.raw(statement).execute(db);
}
