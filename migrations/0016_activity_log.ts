import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// The administration's activity log: who did what in an organisation (invitations, roles,
// removals, credentials, exports, erasures, retention). Rows are written in the same
// transaction as the action and never changed afterwards: a trigger refuses updates and
// deletes, except the cascade when the organisation itself is deleted. Rows hold ids and
// counts, never secrets, and no personal data of an erased employee.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table activity_log (
      id text primary key,
      kind text not null check (length(kind) between 1 and 60),
      organization_id text not null references organizations(id) on delete cascade,
      actor_user_id text references auth."user"(id) on delete set null,
      target text check (length(target) <= 320),
      details jsonb not null default '{}'::jsonb check (jsonb_typeof(details) = 'object'),
      created_at timestamptz not null default now()
    );
    create index activity_log_org_created_idx on activity_log(organization_id, created_at desc);

    -- The body has no line ending in a semicolon: runStatements splits scripts there.
    create function system.activity_log_append_only() returns trigger language plpgsql as $$
    begin if pg_trigger_depth() > 1 then return old; end if; raise exception 'activity_log is append-only'
      using errcode = 'insufficient_privilege'; end $$;
    create trigger activity_log_append_only before update or delete on activity_log
      for each row execute function system.activity_log_append_only();

    alter publication zero_app add table activity_log;
  `,
  );
}
