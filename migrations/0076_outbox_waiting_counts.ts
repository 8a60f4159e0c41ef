import { type Kysely, sql } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// How many of each organisation's questions are in the assistant's outbox, kept by triggers,
// so the dispatcher (server/whatsapp/inbound/dispatch-outbox.ts) learns whether an
// organisation's line had emptied from its count instead of from the outbox itself. Its
// index probe there was cheap only while the planner's statistics said several
// organisations wait: with one organisation holding every row, Postgres could walk all of
// them for a quiet one's question.
// - The triggers only append changes (system.outbox_waiting_changes: organisation, +n or
//   -n), one row per organisation per statement; the dispatcher folds them into
//   system.outbox_waiting (fold-outbox-waiting.ts) and reads the count as the folded number
//   plus the changes since. A counter row updated by every insert and delete would be a lock
//   per organisation held to each commit: an erasure's cascade (one delete per message)
//   then deadlocked with the assistant removing an answered question of the same
//   organisation, and every arrival would wait for the one before.
// - No foreign key to organizations: an organisation's deletion removes its outbox rows by
//   cascade, whose changes then fold to 0, and a count at 0 is removed.
// - The organisation of a row is never changed by the app; if it were, a row trigger moves it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table system.outbox_waiting (
      organization_id text primary key,
      waiting bigint not null
    );
    create table system.outbox_waiting_changes (
      organization_id text not null,
      n bigint not null
    );
    create index outbox_waiting_changes_organization on system.outbox_waiting_changes (organization_id);
  `,
  );
  for (const fn of functions) await sql.raw(fn).execute(db);
  await runStatements(
    db,
    `
    create trigger assistant_outbox_waiting_added after insert on system.assistant_outbox
      referencing new table as new_rows for each statement execute function system.outbox_waiting_count();
    create trigger assistant_outbox_waiting_removed after delete on system.assistant_outbox
      referencing old table as old_rows for each statement execute function system.outbox_waiting_count();
    create trigger assistant_outbox_waiting_moved after update of organization_id on system.assistant_outbox
      for each row when (old.organization_id is distinct from new.organization_id)
      execute function system.outbox_waiting_move();
    insert into system.outbox_waiting (organization_id, waiting)
      select organization_id, count(*) from system.assistant_outbox group by organization_id;
  `,
  );
}

const functions = [
  `create function system.outbox_waiting_count() returns trigger language plpgsql as $$
   begin
     if tg_op = 'INSERT' then
       insert into system.outbox_waiting_changes (organization_id, n)
         select organization_id, count(*) from new_rows group by organization_id;
     else
       insert into system.outbox_waiting_changes (organization_id, n)
         select organization_id, -count(*) from old_rows group by organization_id;
     end if;
     return null;
   end $$`,
  `create function system.outbox_waiting_move() returns trigger language plpgsql as $$
   begin
     insert into system.outbox_waiting_changes (organization_id, n) values (old.organization_id, -1), (new.organization_id, 1);
     return null;
   end $$`,
];
