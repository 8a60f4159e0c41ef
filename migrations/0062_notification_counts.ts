import { type Kysely, sql } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// The bell's unread count. The bell syncs the newest notifications a page at a time, so it
// cannot count the unread among them: with 796 unread it said "50 ongelezen". One row per
// user, kept by a trigger as notifications arrive, are read or go (retention, leaving an
// organisation, erasure), is what the browser syncs instead of counting, as inbox_counts
// does for the inbox. A user's own count only: the query reads the caller's row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table notification_counts (
      user_id text primary key references auth."user"(id) on delete cascade,
      unread integer not null default 0
    );

  `,
  );
  await sql.raw(countTrigger).execute(db);
  await runStatements(
    db,
    `
    create trigger notifications_count_insert after insert on notifications
      for each row execute function notification_counts_trigger();
    create trigger notifications_count_delete after delete on notifications
      for each row execute function notification_counts_trigger();
    create trigger notifications_count_update after update of read_at, user_id on notifications
      for each row when ((old.read_at is null, old.user_id) is distinct from (new.read_at is null, new.user_id))
      execute function notification_counts_trigger();

    insert into notification_counts (user_id, unread)
    select user_id, count(*) from notifications where read_at is null group by user_id;

    alter publication zero_app add table notification_counts;
  `,
  );
}

// A decrement is a plain update: a notification deleted because its user is (cascade) must
// not bring back a count row for a user that no longer exists.
const countTrigger = `create function notification_counts_trigger() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.read_at is null then
    update notification_counts set unread = unread - 1 where user_id = old.user_id;
  end if;
  if tg_op in ('UPDATE', 'INSERT') and new.read_at is null then
    insert into notification_counts as c (user_id, unread) values (new.user_id, 1)
      on conflict (user_id) do update set unread = c.unread + 1;
  end if;
  return null;
end $$;`;
