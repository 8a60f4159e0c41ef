import { type Kysely, sql } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// A notification about a sick or recovery report (`notifications.is_health`) exists only for
// a colleague whose 'Mag ziekmeldingen zien' is on in its organisation, so the bell's unread
// count (notification_counts, kept by trigger) never counts one the bell may not show, and
// turning the switch on again brings none back: what it said was for whoever was told then;
// the inbox still shows every report that waits for HR.
// - Switched off (by an admin, or any other way): their health notifications are deleted, in
//   the same transaction. The mutator did this before; here no path can skip it.
// - Made for someone without the switch: not stored. The membership is read with a share
//   lock, so a notification made while an admin turns the switch off either waits for that
//   change (and is then not stored) or is stored first (and then deleted by it).
// - Ones left from before: Ziekmelding notifications of colleagues who were admins when they
//   got them and Users when migrations/0079 gave Users no access, hidden but still counted.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const fn of functions) await sql.raw(fn).execute(db);
  await runStatements(
    db,
    `
    create trigger organization_members_health_revoked after update of may_see_health on organization_members
      for each row when (old.may_see_health and not new.may_see_health)
      execute function system.drop_health_notifications();
    create trigger notifications_health_needs_access before insert on notifications
      for each row when (new.is_health) execute function system.health_notification_allowed();
    delete from notifications n where n.is_health and not exists (select 1 from organization_members m
      where m.user_id = n.user_id and m.organization_id = n.organization_id and m.may_see_health)
  `,
  );
}

const functions = [
  `create function system.drop_health_notifications() returns trigger language plpgsql as $$
   begin
     delete from notifications where user_id = new.user_id and organization_id = new.organization_id and is_health;
     return null;
   end $$`,
  `create function system.health_notification_allowed() returns trigger language plpgsql as $$
   begin
     perform 1 from organization_members
       where user_id = new.user_id and organization_id = new.organization_id and may_see_health
       for share;
     if not found then return null; end if;
     return new;
   end $$`,
];
