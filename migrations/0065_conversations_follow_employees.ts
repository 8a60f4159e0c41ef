import { type Kysely, sql } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// A conversation is linked to the employee who has its number now, not to whoever had it
// when the first message came in. Before, the link was set once and kept for ever: after
// Fleur's number changed (in Fleks or in Medewerkers) her old number, often a typo that
// belongs to a stranger, still got her shifts and own data. A trigger on employees keeps
// every conversation of the organisation right the moment a number, the active switch or
// the employee itself changes, so the inbox, privacy exports and the assistant all read one
// current answer; storeInbound also looks the employee up per message (belt and braces for
// a conversation that was written while a change was in flight).
//
// When a conversation's employee changes, its verification lapses: it proved who held the
// number then, not who holds it now.
//
// Statement-level with transition tables: an import updates its employees in one statement
// per batch, so a batch costs one relink. Only rows whose number, active switch or
// organisation changed count.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const fn of functions) await sql.raw(fn).execute(db);
  await runStatements(
    db,
    `
    create trigger employees_conversation_link_insert after insert on employees
      referencing new table as new_rows for each statement execute function system.employee_conversation_links();
    create trigger employees_conversation_link_update after update on employees
      referencing old table as old_rows new table as new_rows for each statement execute function system.employee_conversation_links();
    create trigger employees_conversation_link_delete after delete on employees
      referencing old table as old_rows for each statement execute function system.employee_conversation_links();

    update conversations c set employee_id = e.id, verified_until = null
      from (select c2.id as conversation_id, (select e.id from employees e
              where e.organization_id = c2.organization_id and e.phone_number = c2.customer_phone and e.is_active) as id
            from conversations c2) e
      where e.conversation_id = c.id and c.employee_id is distinct from e.id;
  `,
  );
}

const functions = [
  // The conversations under the given (organisation, number) pairs or linked to the given
  // employees, set to the active employee with that number now (none: unknown number).
  `create function system.relink_conversations(orgs text[], phones text[], ids text[]) returns void
   language sql as $$
     with touched as (
       select c.id, c.organization_id, c.customer_phone, c.employee_id from conversations c
         join (select distinct * from unnest(orgs, phones) as p(organization_id, phone)) p
           on c.organization_id = p.organization_id and c.customer_phone = p.phone
       union
       select c.id, c.organization_id, c.customer_phone, c.employee_id from conversations c
         where c.employee_id = any(ids)
     ), now_linked as (
       select t.id, t.employee_id as was, (select e.id from employees e
         where e.organization_id = t.organization_id and e.phone_number = t.customer_phone and e.is_active) as employee_id
       from touched t
     )
     update conversations c set employee_id = n.employee_id, verified_until = null
       from now_linked n
       where c.id = n.id and n.was is distinct from n.employee_id
   $$`,
  // Only a statement that changed someone's number or switch writes: statement triggers fire
  // for statements that touched no row too, and a write here for those could set off others.
  `create function system.employee_conversation_links() returns trigger language plpgsql as $$
   declare orgs text[]; phones text[]; ids text[];
   begin
     if tg_op = 'INSERT' then
       select array_agg(organization_id), array_agg(phone_number), '{}' into orgs, phones, ids
         from new_rows where phone_number is not null;
     elsif tg_op = 'DELETE' then
       -- The foreign key already unlinked them; another employee may hold the number now.
       select array_agg(organization_id), array_agg(phone_number), array_agg(id) into orgs, phones, ids
         from old_rows where phone_number is not null;
     else
       select array_agg(l.organization_id), array_agg(l.phone), array_agg(l.id) into orgs, phones, ids from (
         select o.organization_id, o.phone_number as phone, o.id from old_rows o join new_rows n using (id)
           where (o.phone_number, o.is_active, o.organization_id) is distinct from (n.phone_number, n.is_active, n.organization_id)
         union all
         select n.organization_id, n.phone_number, n.id from old_rows o join new_rows n using (id)
           where (o.phone_number, o.is_active, o.organization_id) is distinct from (n.phone_number, n.is_active, n.organization_id)
       ) l;
     end if;
     if orgs is not null then perform system.relink_conversations(orgs, phones, coalesce(ids, '{}')); end if;
     return null;
   end $$`,
];
