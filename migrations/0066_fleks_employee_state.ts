import { type Kysely, sql } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// Fleks is the source of truth for who works here. Three things follow from it here:
//
// - A product employee linked to a Fleks employee who is no longer active there (status
//   other than 'active') or was removed (deleted_at, set by a reconcile) is made inactive the
//   moment the sync stores that, with one activity line per statement for HR. Only that
//   direction: one switched back on in Fleks stays off here, as someone may have switched it
//   off on purpose (the reconcile does the same for restored rows). An unknown status (null)
//   counts as active.
// - `import_note`: why the last import left a Fleks employee out (a shared or invalid
//   number, …), or, for an imported one, what HR should fix (its number became shared in
//   Fleks). Medewerkers shows it. A new number or status from Fleks clears it: the note was
//   about the old one.
// - `changed`: an imported Fleks employee whose name, number or e-mail changed in Fleks
//   since it was last imported. The count waits in fleks_import_counts.changed, so Medewerkers
//   and the Fleks page can say so with one click to import; the import clears it. When the
//   organisation pulls employees from Fleks (direction pull or both), the statement that
//   stored such a change also queues an import of the changed ones (kind import, trigger
//   'change', checkpoint.changed), in the employees' sync queue so it runs right after the
//   sync: a new number reaches WhatsApp without anyone re-importing. It goes through the
//   import's own rules (a number shared in Fleks or taken by another employee is skipped
//   with its note), is a recorded run like any other, welcomes nobody and creates nobody.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table fleks_employees add column import_note text check (length(import_note) <= 300);
    alter table fleks_employees add column changed boolean not null default false;
    alter table fleks_import_counts add column changed integer not null default 0;
  `,
  );
  for (const fn of functions) await sql.raw(fn).execute(db);
  await runStatements(
    db,
    `
    create trigger fleks_employees_track_changes before update on fleks_employees
      for each row execute function system.fleks_employee_track_changes();
    create trigger fleks_employees_deactivate_insert after insert on fleks_employees
      referencing new table as new_rows for each statement execute function system.fleks_employee_deactivations();
    create trigger fleks_employees_deactivate_update after update on fleks_employees
      referencing old table as old_rows new table as new_rows for each statement execute function system.fleks_employee_deactivations();
    create trigger fleks_employees_import_changes after update on fleks_employees
      referencing old table as old_rows new table as new_rows for each statement execute function system.fleks_import_changes();

    select system.fleks_deactivate_linked(array_agg(organization_id), array_agg(uuid))
      from fleks_employees where not system.fleks_active(status, deleted_at);
    select system.fleks_import_recount(array(select distinct organization_id from fleks_employees));
  `,
  );
}

const functions = [
  `create function system.fleks_active(status text, deleted_at timestamptz) returns boolean
   language sql immutable as $$ select deleted_at is null and coalesce(lower(trim(status)), 'active') = 'active' $$`,
  // Each organisation's counts, written only when one changed (zero-cache then sends nothing).
  `create or replace function system.fleks_import_recount(orgs text[]) returns void language sql as $$
     insert into fleks_import_counts as c (id, organization_id, waiting, changed)
     select o.id, o.id,
       (select count(*) from fleks_employees f
         where f.organization_id = o.id and f.deleted_at is null and not f.imported),
       (select count(*) from fleks_employees f
         where f.organization_id = o.id and f.deleted_at is null and f.imported and f.changed)
     from organizations o where o.id = any(orgs)
     on conflict (id) do update set waiting = excluded.waiting, changed = excluded.changed
       where (c.waiting, c.changed) <> (excluded.waiting, excluded.changed)
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
         where (o.deleted_at is null, o.imported, o.changed) is distinct from (n.deleted_at is null, n.imported, n.changed)));
     end if;
     return null;
   end $$`,
  `create function system.fleks_employee_track_changes() returns trigger language plpgsql as $$
   begin
     if new.imported and (new.first_name, new.last_name, new.email, new.phone)
         is distinct from (old.first_name, old.last_name, old.email, old.phone) then
       new.changed := true;
     end if;
     if (new.phone, new.status, new.deleted_at is null) is distinct from (old.phone, old.status, old.deleted_at is null)
         and new.import_note is not distinct from old.import_note then
       new.import_note := null;
     end if;
     return new;
   end $$`,
  // The active employees linked to the given Fleks employees made inactive, one activity line
  // per organisation with how many.
  `create function system.fleks_deactivate_linked(orgs text[], uuids text[]) returns void language sql as $$
     with gone as (
       update employees e set is_active = false, updated_at = now()
       from (select distinct * from unnest(orgs, uuids) as p(organization_id, uuid)) p
       where e.organization_id = p.organization_id and e.external_source = 'fleks' and e.external_id = p.uuid
         and e.is_active
       returning e.organization_id
     )
     insert into activity_log (id, organization_id, actor_user_id, kind, details)
     select gen_random_uuid()::text, organization_id, null, 'fleks_employees_deactivated',
       jsonb_build_object('count', count(*))
     from gone group by organization_id
   $$`,
  // An import of the changed employees queued for each organisation that pulls employees and
  // has none waiting yet (the waiting one picks up this statement's changes too).
  `create function system.fleks_import_changes() returns trigger language plpgsql as $$
   declare target record; run_id text;
   begin
     for target in
       select distinct o.organization_id, o.integration_id from new_rows n join old_rows p using (organization_id, uuid)
         join integration_sync_objects o on o.organization_id = n.organization_id and o.object = 'employees'
         join external_integrations i on i.id = o.integration_id
       where n.imported and n.deleted_at is null
         and (n.first_name, n.last_name, n.email, n.phone) is distinct from (p.first_name, p.last_name, p.email, p.phone)
         and o.enabled and o.direction in ('pull', 'bidi') and i.is_active
         and not exists (select 1 from integration_sync_runs r where r.organization_id = n.organization_id
           and r.object = 'employees' and r.kind = 'import' and r.status = 'queued' and not r.dry_run
           and r.checkpoint->>'changed' = 'true')
     loop
       run_id := gen_random_uuid()::text;
       insert into integration_sync_runs (id, organization_id, integration_id, object, trigger, kind, checkpoint, error_samples)
         values (run_id, target.organization_id, target.integration_id, 'employees', 'change', 'import',
           jsonb_build_object('changed', true), '[]'::jsonb);
       perform graphile_worker.add_job('fleks_import', json_build_object('runId', run_id),
         queue_name := 'fleks:' || target.organization_id || ':employees', job_key := 'fleks_import:' || run_id,
         max_attempts := 3);
     end loop;
     return null;
   end $$`,
  // Statement triggers fire for statements that touched no row too (0063's relink updates
  // fleks_employees, this updates employees): only a statement with someone to deactivate
  // writes, or the two would call each other for ever.
  `create function system.fleks_employee_deactivations() returns trigger language plpgsql as $$
   declare orgs text[]; uuids text[];
   begin
     if tg_op = 'INSERT' then
       select array_agg(organization_id), array_agg(uuid) into orgs, uuids
         from new_rows where not system.fleks_active(status, deleted_at);
     else
       select array_agg(n.organization_id), array_agg(n.uuid) into orgs, uuids
         from new_rows n join old_rows o using (organization_id, uuid)
         where system.fleks_active(o.status, o.deleted_at) and not system.fleks_active(n.status, n.deleted_at);
     end if;
     if uuids is not null then perform system.fleks_deactivate_linked(orgs, uuids); end if;
     return null;
   end $$`,
];
