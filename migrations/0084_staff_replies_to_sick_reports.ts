import { type Kysely, sql } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// A colleague's message to an employee who reported sick or better is health data too
// ("beterschap, rust goed uit met je griep"): before this it reached colleagues without
// 'Mag ziekmeldingen zien' in the thread and the inbox preview (migrations/0079 marked only
// the reports and the assistant's replies to them).
// The rule: a staff message is health data when the employee sent a sick or recovery report
// in the 24 hours before it, WhatsApp's reply window, so every message it may be answering.
// Why this rule: it cannot leak what a reply says about a report (the employee's "ok, dank je"
// after the report does not make the answer to it readable); a message that merely follows a
// report and is about something else is hidden as well, which costs a masked line, not a leak.
// Decided by a trigger on the insert, so no path that stores a staff message (the inbox's
// mutators, whatever a client sends) can skip it; the existing trigger then records its
// place (health_message_marks). Staff messages stored before are marked by the same rule.
// A mark now says whether the message was sent to the employee (`is_outbound`): a masked
// colleague's message stands on the organisation's side of the thread, as the assistant's
// does, not on the employee's.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table health_message_marks add column is_outbound boolean not null default false;
    update health_message_marks h set is_outbound = true
      from whatsapp_messages m where m.id = h.id and m.direction = 'outbound'
  `,
  );
  for (const fn of functions) await sql.raw(fn).execute(db);
  await runStatements(
    db,
    `
    create trigger whatsapp_messages_staff_health before insert on whatsapp_messages
      for each row when (new.direction = 'outbound' and not new.is_from_bot and new.sent_by_user_id is not null
        and not new.is_health)
      execute function system.staff_message_health();
    update whatsapp_messages r set is_health = true
      where r.direction = 'outbound' and not r.is_from_bot and r.sent_by_user_id is not null and not r.is_health
        and system.answers_health_report(r.conversation_id, r.created_at)
  `,
  );
}

const functions = [
  `create or replace function system.mark_health_message() returns trigger language plpgsql as $$
   begin
     insert into health_message_marks (id, organization_id, conversation_id, is_from_bot, is_outbound, created_at)
       values (new.id, new.organization_id, new.conversation_id, new.is_from_bot, new.direction = 'outbound',
         new.created_at)
       on conflict (id) do nothing;
     return null;
   end $$`,
  `create function system.answers_health_report(conversation text, at timestamptz) returns boolean
   language sql stable as $$
     select exists (select 1 from whatsapp_messages
       where conversation_id = conversation and direction = 'inbound' and is_health
         and created_at > at - interval '24 hours' and created_at <= at)
   $$`,
  `create function system.staff_message_health() returns trigger language plpgsql as $$
   begin
     new.is_health := system.answers_health_report(new.conversation_id, new.created_at);
     return new;
   end $$`,
];
