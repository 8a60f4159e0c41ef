import { type Kysely, sql } from "kysely";

// Notifications name an unknown number as every screen shows it, grouped ("+31 6 8000 0009
// ~Anouk", common/inbox/grouped-number.ts), and record that text as data.shown_number.
// The rewrite of 0074 (the employee's name once the number is linked) looked for the bare
// number; it now looks for the text the notification recorded, else the bare number (older
// notifications). One plpgsql body: runStatements would split it at its semicolons.
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
              replace(n.message,
                coalesce(n.data->>'shown_number', new.customer_phone) || ' ~' || coalesce(old.profile_name, chr(1)), who),
              coalesce(n.data->>'shown_number', new.customer_phone) || ' ~' || coalesce(new.profile_name, chr(1)), who),
            coalesce(n.data->>'shown_number', new.customer_phone), who),
          data = n.data || jsonb_build_object('employee_id', new.employee_id)
          where n.organization_id = new.organization_id
            and n.data->>'conversation_id' = new.id
            and n.data->>'employee_id' is null
            and position(coalesce(n.data->>'shown_number', new.customer_phone) in n.message) > 0;
        return new;
      end $$`)
    .execute(db);
}
