import { type Kysely, sql } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// Two more counters the browser syncs were written at once and held to the commit, as the
// analytics (0081) and the inbox's counts (0082) were:
// - The bell's unread count (notification_counts, one row per user: 0062). A transaction that
//   notified or read for user X and then Y (a hand-over notifies every owner and admin)
//   deadlocked with one doing Y and then X, and every writer of a user waited for the one
//   before it to commit.
// - Medewerkers' Fleks counts (fleks_import_counts, one row per organisation: 0063, 0066,
//   0075). Its statement triggers recounted the organisation and upserted its row at once: a
//   transaction changing platform employees or employees of organisation A and then B
//   deadlocked with one doing B and then A. The recount was also not exact under concurrency:
//   two transactions counted each without the other's uncommitted change, and the one that
//   committed last wrote its figure over the other's.
// Now the triggers only append the change (+1/-1 per notification, the difference per
// organisation per statement) to a table of changes, and a deferred trigger folds the
// transaction's changes into the counts when it commits, rows in key order: the counts stay
// exact and committed with the notifications and the platform employees, and the rows are
// held only for the commit.
// - Folds at commit run in one order, analytics, inbox, notifications, Fleks, so that two
//   committing transactions cannot take each other's rows the other way round. Deferred
//   triggers fire in the order their rows were written; while an earlier fold is still to
//   come, a later one appends a row of no change, whose trigger fires after it, and waits
//   for that (as 0082 waits for the analytics).
// - A user being deleted cascades to their notifications and their count row, and an
//   organisation to its platform employees and its count row: changes of those are dropped
//   at the fold, so no count comes back for them (0062's plain decrement did this).
// - A fold that adds nothing to a row writes nothing (zero-cache then sends nothing).
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table system.notification_counts_changes (
      tx xid8 not null default pg_current_xact_id(),
      user_id text not null,
      unread integer not null default 0
    );
    create index notification_counts_changes_tx on system.notification_counts_changes (tx);
    create table system.fleks_import_counts_changes (
      tx xid8 not null default pg_current_xact_id(),
      organization_id text not null,
      waiting integer not null default 0,
      changed integer not null default 0,
      blocked integer not null default 0
    );
    create index fleks_import_counts_changes_tx on system.fleks_import_counts_changes (tx);
  `,
  );
  for (const fn of functions) await sql.raw(fn).execute(db);
  await runStatements(
    db,
    `
    create constraint trigger notification_counts_changes_at_commit after insert on system.notification_counts_changes
      deferrable initially deferred for each row execute function system.notification_counts_at_commit();
    create constraint trigger fleks_import_counts_changes_at_commit after insert on system.fleks_import_counts_changes
      deferrable initially deferred for each row execute function system.fleks_import_counts_at_commit();
    -- The recount's figures were not exact under concurrency: from here on, changes only.
    select system.fleks_import_recount(array(select distinct organization_id from fleks_employees));
  `,
  );
}

// Whether a fold that comes after `earlier` in the commit order waits: one of those is still
// to come. Then a row of no change is appended once (and again each time that row fires while
// still waiting), whose trigger fires after theirs.
const waitFor = (earlier: string[], own: string, append: string) => `
     if ${earlier.map((s) => `coalesce(current_setting('${s}', true), '') <> ''`).join(" or ")} then
       if current_setting('${own}', true) <> 'waiting' or is_wait then
         ${append}
         perform set_config('${own}', 'waiting', true);
       end if;
       return null;
     end if;`;

const functions = [
  // A notification's unread contribution, +1 or -1, noted for the commit (0062's triggers).
  `create or replace function notification_counts_trigger() returns trigger language plpgsql as $$
   begin
     if tg_op in ('UPDATE', 'DELETE') and old.read_at is null then
       insert into system.notification_counts_changes (user_id, unread) values (old.user_id, -1);
       perform set_config('hr.notification_counts_pending', '1', true);
     end if;
     if tg_op in ('UPDATE', 'INSERT') and new.read_at is null then
       insert into system.notification_counts_changes (user_id, unread) values (new.user_id, 1);
       perform set_config('hr.notification_counts_pending', '1', true);
     end if;
     return null;
   end $$`,
  // Fired once per noted change; the transaction's flag makes the first that may fold do it.
  `create function system.notification_counts_at_commit() returns trigger language plpgsql as $$
   declare is_wait boolean := new.unread = 0;
   begin
     if coalesce(current_setting('hr.notification_counts_pending', true), '') = '' then return null; end if;
     ${waitFor(
       ["hr.analytics_pending", "hr.inbox_counts_pending"],
       "hr.notification_counts_pending",
       "insert into system.notification_counts_changes (user_id) values (new.user_id);",
     )}
     with gone as (delete from system.notification_counts_changes where tx = pg_current_xact_id() returning *)
     insert into notification_counts as c (user_id, unread)
     select user_id, sum(unread) from gone
     where exists (select 1 from auth."user" u where u.id = gone.user_id)
     group by user_id
     having sum(unread) <> 0
     order by user_id
     on conflict (user_id) do update set unread = c.unread + excluded.unread;
     perform set_config('hr.notification_counts_pending', '', true);
     return null;
   end $$`,
  // What a platform employee adds to its organisation's counts (0075's definitions).
  `create function system.fleks_import_share(f fleks_employees, sign int, out waiting int, out changed int, out blocked int)
   language sql immutable as $$
     select sign * (f.deleted_at is null and not f.imported and f.importable)::int,
       sign * (f.deleted_at is null and f.imported and f.changed)::int,
       sign * (f.deleted_at is null and not f.imported and not f.importable)::int
   $$`,
  // A statement's difference per organisation, noted for the commit. The one function serves
  // the insert, update and delete triggers, each of which has only its own transition tables.
  `create or replace function system.fleks_import_count() returns trigger language plpgsql as $$
   declare added fleks_employees[]; removed fleks_employees[]; noted int;
   begin
     if tg_op <> 'DELETE' then select array_agg(n) into added from new_rows n; end if;
     if tg_op <> 'INSERT' then select array_agg(o) into removed from old_rows o; end if;
     insert into system.fleks_import_counts_changes (organization_id, waiting, changed, blocked)
     select (r.f).organization_id, sum(s.waiting), sum(s.changed), sum(s.blocked)
     from (select unnest(added), 1 union all select unnest(removed), -1) as r(f, sign)
       cross join lateral system.fleks_import_share(r.f, r.sign) s
     group by (r.f).organization_id
     having (sum(s.waiting), sum(s.changed), sum(s.blocked)) <> (0, 0, 0);
     get diagnostics noted = row_count;
     if noted > 0 then perform set_config('hr.fleks_import_counts_pending', '1', true); end if;
     return null;
   end $$`,
  `create function system.fleks_import_counts_at_commit() returns trigger language plpgsql as $$
   declare is_wait boolean := (new.waiting, new.changed, new.blocked) = (0, 0, 0);
   begin
     if coalesce(current_setting('hr.fleks_import_counts_pending', true), '') = '' then return null; end if;
     ${waitFor(
       ["hr.analytics_pending", "hr.inbox_counts_pending", "hr.notification_counts_pending"],
       "hr.fleks_import_counts_pending",
       "insert into system.fleks_import_counts_changes (organization_id) values (new.organization_id);",
     )}
     with gone as (delete from system.fleks_import_counts_changes where tx = pg_current_xact_id() returning *)
     insert into fleks_import_counts as c (id, organization_id, waiting, changed, blocked)
     select organization_id, organization_id, sum(waiting), sum(changed), sum(blocked) from gone
     where exists (select 1 from organizations o where o.id = gone.organization_id)
     group by organization_id
     having (sum(waiting), sum(changed), sum(blocked)) <> (0, 0, 0)
     order by organization_id
     on conflict (id) do update set
       waiting = c.waiting + excluded.waiting,
       changed = c.changed + excluded.changed,
       blocked = c.blocked + excluded.blocked;
     perform set_config('hr.fleks_import_counts_pending', '', true);
     return null;
   end $$`,
];
