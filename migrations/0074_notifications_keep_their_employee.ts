import { type Kysely, sql } from "kysely";

// A notification is a record of what happened: once it names an employee it keeps that name.
// Conversations now follow whoever has the number (0065), so a conversation first about Anna
// can later be Bob's; the rewrite of 0059 (a WhatsApp name replaced by the employee's name once
// the number is linked) must then not touch what was already about someone. notifyStaff
// records the employee a notification is about (data.employee_id); only notifications
// without one, made for a number no employee had, are named here, and they record whom they
// were named after, so a later move of the number leaves them alone too.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`create or replace function name_employee_in_notifications() returns trigger language plpgsql as $$
      declare
        who text;
      begin
        select trim(coalesce(e.first_name, '') || ' ' || coalesce(e.last_name, '')) into who
          from employees e where e.id = new.employee_id;
        if who is null or who = '' then return new; end if;
        update notifications n set message =
          replace(
            replace(
              replace(n.message, new.customer_phone || ' ~' || coalesce(old.profile_name, chr(1)), who),
              new.customer_phone || ' ~' || coalesce(new.profile_name, chr(1)), who),
            new.customer_phone, who),
          data = n.data || jsonb_build_object('employee_id', new.employee_id)
          where n.organization_id = new.organization_id
            and n.data->>'conversation_id' = new.id
            and n.data->>'employee_id' is null
            and position(new.customer_phone in n.message) > 0;
        return new;
      end $$`)
    .execute(db);
}
