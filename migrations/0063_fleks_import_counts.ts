import { type Kysely, sql } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// Medewerkers' "Nog niet geïmporteerd" card shows how many Fleks employees wait and the
// first ten. It synced the whole fleks_employees table to tell them apart in the browser
// (1,666 rows, most of the tab's first 1.66 MB). Now each platform employee says whether an
// employee links to it (`imported`, kept by triggers: Zero cannot filter on "no related row"
// in the browser), the card syncs the rows it shows, and the count is one row per
// organisation the database keeps: not marked deleted and not imported.
//
// Statement-level triggers: a sync upserts a page of platform employees in one statement and
// an import inserts its employees in one, so a page costs one recount, not one per row; an
// update counts only when the link or the deletion mark changed (an employee's welcome status
// or a platform employee's new phone number changes nothing here).
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table fleks_employees add column imported boolean not null default false;
    create index employees_org_external_id_idx on employees(organization_id, external_id) where external_id is not null;
    update fleks_employees f set imported = true
      where exists (select 1 from employees e where e.organization_id = f.organization_id and e.external_id = f.uuid);

    create table fleks_import_counts (
      id text primary key,
      organization_id text not null unique references organizations(id) on delete cascade,
      waiting integer not null default 0
    );
  `,
  );
  for (const fn of functions) await sql.raw(fn).execute(db);
  await runStatements(
    db,
    `
    create trigger fleks_employees_imported before insert or update of organization_id, uuid on fleks_employees
      for each row execute function system.fleks_employee_imported();

    create trigger fleks_employees_import_count_insert after insert on fleks_employees
      referencing new table as new_rows for each statement execute function system.fleks_import_count();
    create trigger fleks_employees_import_count_update after update on fleks_employees
      referencing old table as old_rows new table as new_rows for each statement execute function system.fleks_import_count();
    create trigger fleks_employees_import_count_delete after delete on fleks_employees
      referencing old table as old_rows for each statement execute function system.fleks_import_count();

    create trigger employees_fleks_link_insert after insert on employees
      referencing new table as new_rows for each statement execute function system.fleks_employee_links();
    create trigger employees_fleks_link_update after update on employees
      referencing old table as old_rows new table as new_rows for each statement execute function system.fleks_employee_links();
    create trigger employees_fleks_link_delete after delete on employees
      referencing old table as old_rows for each statement execute function system.fleks_employee_links();

    select system.fleks_import_recount(array(select distinct organization_id from fleks_employees));

    alter publication zero_app add table fleks_import_counts;
  `,
  );
}

const functions = [
  // Each organisation's count, written only when it changed (zero-cache then sends nothing).
  // An organisation being deleted has nothing left to count.
  `create function system.fleks_import_recount(orgs text[]) returns void language sql as $$
     insert into fleks_import_counts as c (id, organization_id, waiting)
     select o.id, o.id, (select count(*) from fleks_employees f
       where f.organization_id = o.id and f.deleted_at is null and not f.imported)
     from organizations o where o.id = any(orgs)
     on conflict (id) do update set waiting = excluded.waiting where c.waiting <> excluded.waiting
   $$`,
  `create function system.fleks_import_count() returns trigger language plpgsql as $$
   begin
     if tg_op = 'INSERT' then
       perform system.fleks_import_recount(array(select distinct organization_id from new_rows));
     elsif tg_op = 'DELETE' then
       perform system.fleks_import_recount(array(select distinct organization_id from old_rows));
     else
       perform system.fleks_import_recount(array(
         select distinct n.organization_id from new_rows n join old_rows o using (organization_id, uuid)
         where (o.deleted_at is null, o.imported) is distinct from (n.deleted_at is null, n.imported)));
     end if;
     return null;
   end $$`,
  // A platform employee that arrives after its employee was made (a re-sync) is imported already.
  `create function system.fleks_employee_imported() returns trigger language plpgsql as $$
   begin
     new.imported := exists (select 1 from employees e
       where e.organization_id = new.organization_id and e.external_id = new.uuid);
     return new;
   end $$`,
  // The platform employees given, by (organisation, uuid) pairs, set to whether an employee
  // links to them now; only those that changed are written.
  `create function system.fleks_relink(orgs text[], uuids text[]) returns void language sql as $$
     update fleks_employees f set imported = not f.imported
     from (select distinct * from unnest(orgs, uuids) as p(organization_id, uuid)) t
     where f.organization_id = t.organization_id and f.uuid = t.uuid
       and f.imported is distinct from exists (select 1 from employees e
         where e.organization_id = f.organization_id and e.external_id = f.uuid)
   $$`,
  // The platform employees an employee statement linked or unlinked.
  `create function system.fleks_employee_links() returns trigger language plpgsql as $$
   begin
     if tg_op = 'INSERT' then
       perform system.fleks_relink(array_agg(organization_id), array_agg(external_id))
         from new_rows where external_id is not null;
     elsif tg_op = 'DELETE' then
       perform system.fleks_relink(array_agg(organization_id), array_agg(external_id))
         from old_rows where external_id is not null;
     else
       perform system.fleks_relink(array_agg(l.organization_id), array_agg(l.uuid)) from (
         select o.organization_id, o.external_id as uuid from old_rows o join new_rows n using (id)
           where (o.external_id, o.organization_id) is distinct from (n.external_id, n.organization_id)
         union all
         select n.organization_id, n.external_id from old_rows o join new_rows n using (id)
           where (o.external_id, o.organization_id) is distinct from (n.external_id, n.organization_id)
       ) l where l.uuid is not null;
     end if;
     return null;
   end $$`,
];
