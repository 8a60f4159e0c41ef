import { type Kysely, sql } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// The numbers that sent STOP, per organisation: a suppression list that outlives their
// conversations (the retention clean-up, or erasing a number's conversations on request,
// must not make a welcome reach someone who asked for none). Only the number and when:
// the least that honours the opt-out. Kept in step with conversations.opted_out_at by
// triggers: STOP/START on a conversation writes it, and a new conversation with a
// suppressed number starts opted out, so the inbox and the template check see it too.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `create table system.whatsapp_suppressions (
       organization_id text not null references organizations(id) on delete cascade,
       phone text not null,
       opted_out_at timestamptz not null,
       primary key (organization_id, phone)
     );
     insert into system.whatsapp_suppressions (organization_id, phone, opted_out_at)
       select organization_id, customer_phone, opted_out_at from conversations
       where opted_out_at is not null and not is_test
       on conflict do nothing`,
  );
  // Function bodies hold semicolons: each statement on its own.
  await sql
    .raw(`create function system.conversation_opt_out_changed() returns trigger language plpgsql as $$
     begin
       if new.is_test then return null; end if;
       if new.opted_out_at is null then
         delete from system.whatsapp_suppressions
         where organization_id = new.organization_id and phone = new.customer_phone;
       else
         insert into system.whatsapp_suppressions (organization_id, phone, opted_out_at)
         values (new.organization_id, new.customer_phone, new.opted_out_at)
         on conflict (organization_id, phone) do update set opted_out_at = excluded.opted_out_at;
       end if;
       return null;
     end $$`)
    .execute(db);
  await sql
    .raw(`create trigger conversations_opt_out_changed
       after update of opted_out_at on conversations
       for each row when (old.opted_out_at is distinct from new.opted_out_at)
       execute function system.conversation_opt_out_changed()`)
    .execute(db);
  await sql
    .raw(`create function system.conversation_starts_suppressed() returns trigger language plpgsql as $$
     begin
       if not new.is_test and new.opted_out_at is null then
         select s.opted_out_at into new.opted_out_at from system.whatsapp_suppressions s
         where s.organization_id = new.organization_id and s.phone = new.customer_phone;
       end if;
       return new;
     end $$`)
    .execute(db);
  await sql
    .raw(`create trigger conversations_start_suppressed
       before insert on conversations
       for each row execute function system.conversation_starts_suppressed()`)
    .execute(db);
}
