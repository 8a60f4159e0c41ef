import { type Kysely, sql } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// The inbox's tab counts (inbox_counts, one row per organisation: migration 0032) were kept by
// row triggers on conversations that upserted the organisation's row at once and held its
// lock to the commit. A transaction that changed conversations of organisation A and then B
// deadlocked with one changing B and then A (one of them, an import or a take-over, was
// refused), and every writer of an organisation waited for the one before it to commit.
// Now the row trigger only appends the change to system.inbox_counts_changes (as 0081 does
// for the analytics and 0076 for the outbox's counts), and a deferred trigger folds the
// transaction's changes into inbox_counts when it commits, organisation by organisation in
// key order: transactions that take these locks in one order cannot deadlock, the rows are
// held only for the commit, and the counts stay exact and committed with the conversations.
// - Last of the commit's work: a transaction whose messages are counted at commit (0081)
//   locks their conversations then, and may wait for another transaction that holds one of
//   them; holding an organisation's counts row meanwhile, which that other transaction
//   needs for its own commit, closed a circle. The deferred triggers fire in the order their
//   rows were written, so while the analytics are still to be counted the fold appends a row
//   of no change, whose trigger fires after theirs, and waits for that.
// - An organisation being deleted cascades to its conversations and its counts row: the row
//   trigger still skips those (0032), and changes this transaction noted before the deletion
//   are dropped at the fold.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table system.inbox_counts_changes (
      tx xid8 not null default pg_current_xact_id(),
      organization_id text not null,
      total integer not null default 0,
      needs_person integer not null default 0,
      by_assistant integer not null default 0,
      tests integer not null default 0
    );
    create index inbox_counts_changes_tx on system.inbox_counts_changes (tx);
  `,
  );
  for (const fn of functions) await sql.raw(fn).execute(db);
  await runStatements(
    db,
    `
    create constraint trigger inbox_counts_changes_at_commit after insert on system.inbox_counts_changes
      deferrable initially deferred for each row execute function system.inbox_counts_at_commit();
  `,
  );
}

const functions = [
  // A conversation's contribution to its organisation's counts, +1 or -1, noted for the commit.
  `create or replace function system.inbox_counts_bump(c conversations, sign int) returns void language sql as $$
     insert into system.inbox_counts_changes (organization_id, total, needs_person, by_assistant, tests)
     values (c.organization_id, sign,
       sign * (not c.is_test and (c.handled_by = 'human' or c.unresolved_count > 0))::int,
       sign * (not c.is_test and c.handled_by <> 'human' and c.unresolved_count = 0)::int,
       sign * c.is_test::int);
     select set_config('hr.inbox_counts_pending', '1', true);
   $$`,
  // Fired once per noted change; the transaction's flag makes the first that may fold do it.
  `create function system.inbox_counts_at_commit() returns trigger language plpgsql as $$
   begin
     if coalesce(current_setting('hr.inbox_counts_pending', true), '') = '' then return null; end if;
     if coalesce(current_setting('hr.analytics_pending', true), '') <> '' then
       if current_setting('hr.inbox_counts_pending', true) <> 'after analytics' then
         insert into system.inbox_counts_changes (organization_id)
           select organization_id from system.inbox_counts_changes where tx = pg_current_xact_id() limit 1;
         perform set_config('hr.inbox_counts_pending', 'after analytics', true);
       end if;
       return null;
     end if;
     with gone as (delete from system.inbox_counts_changes where tx = pg_current_xact_id() returning *)
     insert into inbox_counts as n (id, organization_id, total, needs_person, by_assistant, tests)
     select organization_id, organization_id, sum(total), sum(needs_person), sum(by_assistant), sum(tests)
     from gone
     where exists (select 1 from organizations o where o.id = gone.organization_id)
     group by organization_id
     order by organization_id
     on conflict (id) do update set
       total = n.total + excluded.total,
       needs_person = n.needs_person + excluded.needs_person,
       by_assistant = n.by_assistant + excluded.by_assistant,
       tests = n.tests + excluded.tests;
     perform set_config('hr.inbox_counts_pending', '', true);
     return null;
   end $$`,
];
