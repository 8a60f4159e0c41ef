import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// The append-only trigger let the database's own cascades through by returning the old row,
// which for an update cancels it: when an account was deleted, the `on delete set null` of
// actor_user_id was silently skipped and the log kept the deleted user's id. Cascades (trigger
// depth above one) now apply as the database meant: a delete removes, an update updates.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    -- The body has no line ending in a semicolon: runStatements splits scripts there.
    create or replace function system.activity_log_append_only() returns trigger language plpgsql as $$
    begin if pg_trigger_depth() > 1 then if tg_op = 'UPDATE' then return new; end if; return old; end if; raise exception 'activity_log is append-only'
      using errcode = 'insufficient_privilege'; end $$;
  `,
  );
}
