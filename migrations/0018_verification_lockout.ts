import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// Three wrong details lock a conversation's verification for a while, longer each round, so
// an employee number cannot be guessed by asking again and again. The publication lists
// conversations' columns (0014), so these two stay out of zero-cache's replica like the
// rest of the verification state.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table conversations
      add column verification_locked_until timestamptz,
      add column verification_lockouts integer not null default 0;
  `,
  );
}
