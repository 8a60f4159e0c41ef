import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// Who of the staff took a conversation over. handled_by only said "a person", so two
// colleagues both took over one conversation and both replied, each unaware of the other.
// Published (a user id, nothing secret) so the inbox names the colleague; cleared on hand-back.
// A colleague who leaves the organisation (removed, or their account deleted, which removes
// the membership too) must not keep conversations locked: the trigger frees theirs, which stay
// with staff, so any colleague takes them without being asked to confirm.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `alter table conversations add column taken_over_by text;
     create index conversations_taken_over_by_idx on conversations (organization_id, taken_over_by)
       where taken_over_by is not null;
     alter publication zero_app drop table conversations;
     alter publication zero_app add table conversations (
       id, organization_id, customer_phone, employee_id, status, handled_by, message_count,
       unresolved_count, last_message_at, last_inbound_at, is_test, created_at, profile_name,
       opted_out_at, taken_over_by
     );
     create function release_taken_over_conversations() returns trigger language plpgsql as
       'begin update conversations set taken_over_by = null where organization_id = old.organization_id and taken_over_by = old.user_id; return old; end';
     create trigger organization_members_release_conversations after delete on organization_members
       for each row execute function release_taken_over_conversations();`,
  );
}
