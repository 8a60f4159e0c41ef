import { type Kysely, sql } from "kysely";

// A notification names the employee when the number matched one, else the number and its
// WhatsApp name ("+31658232442 ~Noah", notify-staff.ts), as text fixed when it was made. Once
// the conversation is linked to an employee (their next message after HR added them, or a
// welcome), the bell kept saying "~Noah" while the inbox said "Noah Jansen". When the link is
// made, that conversation's notifications say the employee's name instead: rewritten once,
// here, rather than joined on every render, since a notification's text is all the bell reads.
// The WhatsApp name may have changed with the same message, so both the old and the new one
// are replaced, then the bare number (a sender without a WhatsApp name).
export async function up(db: Kysely<unknown>): Promise<void> {
  // Notifications are looked up by conversation here and for every message staff get while
  // they handle one (pass-to-staff.ts): without it, each read scanned the table.
  await sql
    .raw(`create index notifications_conversation_idx on notifications (organization_id, (data->>'conversation_id'))`)
    .execute(db);
  await sql
    .raw(`create function name_employee_in_notifications() returns trigger language plpgsql as $$
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
            new.customer_phone, who)
          where n.organization_id = new.organization_id
            and n.data->>'conversation_id' = new.id
            and position(new.customer_phone in n.message) > 0;
        return new;
      end $$`)
    .execute(db);
  await sql
    .raw(`create trigger conversations_name_employee_in_notifications
      after update of employee_id on conversations
      for each row when (old.employee_id is null and new.employee_id is not null)
      execute function name_employee_in_notifications()`)
    .execute(db);
}
