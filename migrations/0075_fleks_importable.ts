import { type Kysely, sql } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// Medewerkers' "Nog niet geïmporteerd" counted every Fleks employee nobody imported, and
// "Alles importeren" promised that many, while the import leaves out who it cannot import
// (not active in Fleks, no phone number, and what an import found: a number shared in Fleks,
// not a phone number, or another employee's). Each platform employee now says whether an
// import would take it (`importable`): active in Fleks, a phone, and no note from an import
// that left it out. The count is of those; the others are counted apart (`blocked`) and the
// card lists them with their reason. A new number or status from Fleks clears the note
// (0066), so the employee counts as importable again until an import says otherwise.
//
// The row trigger is named to run after fleks_employees_track_changes (before-row triggers
// run in name order), which clears that note first.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table fleks_employees add column importable boolean not null default true;
    alter table fleks_import_counts add column blocked integer not null default 0;
  `,
  );
  for (const fn of functions) await sql.raw(fn).execute(db);
  await runStatements(
    db,
    `
    create trigger fleks_employees_zz_importable before insert or update on fleks_employees
      for each row execute function system.fleks_employee_importable();
    update fleks_employees set importable = false
      where not (system.fleks_active(status, deleted_at) and coalesce(trim(phone), '') <> '' and import_note is null);
    select system.fleks_import_recount(array(select distinct organization_id from fleks_employees));
  `,
  );
}

const functions = [
  `create function system.fleks_employee_importable() returns trigger language plpgsql as $$
   begin
     new.importable := system.fleks_active(new.status, new.deleted_at)
       and coalesce(trim(new.phone), '') <> '' and new.import_note is null;
     return new;
   end $$`,
  // Each organisation's counts, written only when one changed (zero-cache then sends nothing).
  `create or replace function system.fleks_import_recount(orgs text[]) returns void language sql as $$
     insert into fleks_import_counts as c (id, organization_id, waiting, changed, blocked)
     select o.id, o.id,
       (select count(*) from fleks_employees f
         where f.organization_id = o.id and f.deleted_at is null and not f.imported and f.importable),
       (select count(*) from fleks_employees f
         where f.organization_id = o.id and f.deleted_at is null and f.imported and f.changed),
       (select count(*) from fleks_employees f
         where f.organization_id = o.id and f.deleted_at is null and not f.imported and not f.importable)
     from organizations o where o.id = any(orgs)
     on conflict (id) do update set waiting = excluded.waiting, changed = excluded.changed, blocked = excluded.blocked
       where (c.waiting, c.changed, c.blocked) <> (excluded.waiting, excluded.changed, excluded.blocked)
   $$`,
  `create or replace function system.fleks_import_count() returns trigger language plpgsql as $$
   begin
     if tg_op = 'INSERT' then
       perform system.fleks_import_recount(array(select distinct organization_id from new_rows));
     elsif tg_op = 'DELETE' then
       perform system.fleks_import_recount(array(select distinct organization_id from old_rows));
     else
       perform system.fleks_import_recount(array(
         select distinct n.organization_id from new_rows n join old_rows o using (organization_id, uuid)
         where (o.deleted_at is null, o.imported, o.changed, o.importable)
           is distinct from (n.deleted_at is null, n.imported, n.changed, n.importable)));
     end if;
     return null;
   end $$`,
];
