import { type Kysely, sql } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// The inbox at scale. Search by name, phone number and message text runs in Postgres with
// trigram indexes (pg_trgm): an inbox search is a substring search ("jans", "0612", "loonstr"),
// which Dutch full-text search (whole words, stems) does not do. The list pages by
// (last_message_at, id) so equal times page deterministically. The filter counts come from a
// per-organisation row that triggers keep as conversations change state, so the browser
// syncs one row instead of counting thousands.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create extension if not exists pg_trgm;
    create index whatsapp_messages_body_trgm_idx on whatsapp_messages using gin (message_body gin_trgm_ops);
    create index conversations_phone_trgm_idx on conversations using gin (customer_phone gin_trgm_ops);
    create index employees_name_trgm_idx on employees using gin ((first_name || ' ' || last_name) gin_trgm_ops);
    create index conversations_employee_idx on conversations(employee_id);
    create index conversations_org_last_id_idx on conversations(organization_id, last_message_at desc, id desc);
    -- A thread (organisation, conversation, oldest first) from one index: without it zero-cache's
    -- SQLite replica walks the organisation's messages by time (organization_id, created_at).
    create index whatsapp_messages_org_conversation_idx on whatsapp_messages(organization_id, conversation_id, created_at);

    create table inbox_counts (
      id text primary key,
      organization_id text not null unique references organizations(id) on delete cascade,
      total integer not null default 0,
      needs_person integer not null default 0,
      by_assistant integer not null default 0,
      tests integer not null default 0
    );
  `,
  );
  for (const fn of functions) await sql.raw(fn).execute(db);
  await runStatements(
    db,
    `
    create trigger conversations_inbox_counts_insert after insert on conversations
      for each row execute function system.inbox_counts_trigger();
    create trigger conversations_inbox_counts_delete after delete on conversations
      for each row execute function system.inbox_counts_trigger();
    create trigger conversations_inbox_counts_update after update of handled_by, unresolved_count, is_test on conversations
      for each row when ((old.handled_by = 'human' or old.unresolved_count > 0, old.is_test)
        is distinct from (new.handled_by = 'human' or new.unresolved_count > 0, new.is_test))
      execute function system.inbox_counts_trigger();

    insert into inbox_counts (id, organization_id, total, needs_person, by_assistant, tests)
    select organization_id, organization_id, count(*),
      count(*) filter (where not is_test and (handled_by = 'human' or unresolved_count > 0)),
      count(*) filter (where not is_test and handled_by <> 'human' and unresolved_count = 0),
      count(*) filter (where is_test)
    from conversations group by organization_id;

    alter publication zero_app add table inbox_counts;
  `,
  );
}

const functions = [
  // A conversation's contribution to its organisation's counts, +1 or -1.
  `create function system.inbox_counts_bump(c conversations, sign int) returns void language sql as $$
     insert into inbox_counts as n (id, organization_id, total, needs_person, by_assistant, tests)
     select c.organization_id, c.organization_id, sign,
       sign * (not c.is_test and (c.handled_by = 'human' or c.unresolved_count > 0))::int,
       sign * (not c.is_test and c.handled_by <> 'human' and c.unresolved_count = 0)::int,
       sign * c.is_test::int
     on conflict (id) do update set
       total = n.total + excluded.total,
       needs_person = n.needs_person + excluded.needs_person,
       by_assistant = n.by_assistant + excluded.by_assistant,
       tests = n.tests + excluded.tests
   $$`,
  // The organisation itself being deleted cascades to both tables: nothing left to count.
  `create function system.inbox_counts_trigger() returns trigger language plpgsql as $$
   begin
     if tg_op in ('UPDATE', 'DELETE') then
       if exists (select 1 from organizations where id = old.organization_id) then
         perform system.inbox_counts_bump(old, -1);
       end if;
     end if;
     if tg_op in ('UPDATE', 'INSERT') then perform system.inbox_counts_bump(new, 1); end if;
     return null;
   end $$`,
];
