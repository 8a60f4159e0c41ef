import { type Kysely, sql } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// Two corrections to how a gesprek is counted (migrations/0025, 0036):
// - A gesprek starts with an employee message after 24 hours without one from the employee,
//   as the analytics' own explanation says and WhatsApp's service window runs; a colleague's
//   or the assistant's message in between kept the old gesprek open, so a new question 46
//   hours after the employee's last went uncounted. The employee's last message is kept apart.
// - A template (a welcome, or one staff send outside the window) is no colleague's reply: it
//   turned a gesprek the assistant had answered into a hand-over, and could set its first
//   response time. It still counts as a message out.
// History is left as it was counted: retention has deleted the messages some counts came
// from, so it cannot be replayed; existing gesprekken take their last message as the
// employee's.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `alter table analytics_sessions add column last_inbound_at timestamptz;
     update analytics_sessions set last_inbound_at = last_at;
     alter table analytics_sessions alter column last_inbound_at set not null;`,
  );
  await sql
    .raw(`create or replace function system.analytics_record_message(m whatsapp_messages) returns void language plpgsql as $$
   declare test boolean; s analytics_sessions; begin
     select c.is_test into test from conversations c where c.id = m.conversation_id for no key update;
     if test is null or test then return; end if;
     select * into s from analytics_sessions where conversation_id = m.conversation_id
       order by started_at desc limit 1;
     if m.direction = 'inbound' then
       if s.id is null or s.last_inbound_at < m.created_at - interval '24 hours' then
         insert into analytics_sessions (organization_id, conversation_id, day, started_at, last_at, last_inbound_at)
         values (m.organization_id, m.conversation_id,
           to_char(m.created_at at time zone 'Europe/Amsterdam', 'YYYY-MM-DD'), m.created_at, m.created_at, m.created_at);
       else
         update analytics_sessions set last_at = greatest(last_at, m.created_at),
           last_inbound_at = greatest(last_inbound_at, m.created_at)
         where id = s.id;
       end if;
       perform system.analytics_bump(m.organization_id, m.created_at, msg_in => 1);
     else
       if s.id is not null and s.last_at >= m.created_at - interval '24 hours' then
         update analytics_sessions set
           last_at = greatest(last_at, m.created_at),
           first_response_seconds = case when m.template_sid is not null then first_response_seconds
             else coalesce(first_response_seconds, greatest(0, round(extract(epoch from m.created_at - started_at)))::int) end,
           bot_replied = bot_replied or m.is_from_bot,
           handed_over = handed_over or m.handover or (not m.is_from_bot and m.template_sid is null),
           agent_id = coalesce(agent_id, case when m.is_from_bot then m.agent_id end)
         where id = s.id;
       end if;
       perform system.analytics_bump(m.organization_id, m.created_at, msg_out => 1, bot => m.is_from_bot::int);
       if m.is_from_bot and m.agent_id is not null then
         perform system.analytics_agent_bump(m.organization_id, m.agent_id, m.created_at, bot => 1);
       end if;
     end if;
   end $$`)
    .execute(db);
}
