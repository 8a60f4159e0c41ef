import { type Kysely, sql } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// Analytics from rollups the database keeps as events happen, so the figures stay right and
// cheap at any volume. A conversation here lives as long as the employee's phone number, so
// the unit counted is a "gesprek": it starts with an employee message after 24 hours without
// one (WhatsApp's own service window), and its outcome is its own: handed over (the
// assistant handed over, staff wrote in it or took it over; hand-over wins), or answered by
// the assistant alone. Triggers keep the rollups rather than the code paths that write
// messages (webhook batches, the assistant, staff replies through Zero, the simulator,
// scripts): one place, in the writing transaction, that no new code path can forget.
// Test (simulator) conversations are never counted. Deleting messages or conversations
// (retention, erasure) leaves the counts alone: they are history without personal data.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table analytics_sessions (
      id text primary key default gen_random_uuid()::text,
      organization_id text not null references organizations(id) on delete cascade,
      conversation_id text references conversations(id) on delete set null,
      -- The Amsterdam calendar day it started on, YYYY-MM-DD (as analytics_daily.day).
      day text not null,
      started_at timestamptz not null,
      last_at timestamptz not null,
      first_response_seconds integer,
      bot_replied boolean not null default false,
      handed_over boolean not null default false
    );
    create index analytics_sessions_conversation_idx on analytics_sessions(conversation_id, started_at desc);
    create index analytics_sessions_org_day_idx on analytics_sessions(organization_id, day);
    -- 'Onbeantwoorde vragen' reads a period's hand-over replies without the other messages.
    create index whatsapp_messages_handover_idx on whatsapp_messages(organization_id, created_at) where handover;

    -- Per organisation per Amsterdam day. The day is text (YYYY-MM-DD): it compares and
    -- sorts as a date and reaches the browser as the calendar day itself, no time zone.
    create table analytics_daily (
      id text primary key,
      organization_id text not null references organizations(id) on delete cascade,
      day text not null check (day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      conversations_started integer not null default 0,
      handed_over integer not null default 0,
      bot_resolved integer not null default 0,
      messages_in integer not null default 0,
      messages_out integer not null default 0,
      bot_replies integer not null default 0,
      first_responses integer not null default 0,
      first_response_seconds_sum bigint not null default 0,
      unique (organization_id, day)
    );
  `,
  );
  for (const fn of functions) await sql.raw(fn).execute(db);
  await runStatements(
    db,
    `
    create trigger whatsapp_messages_analytics after insert on whatsapp_messages
      for each row execute function system.analytics_message_trigger();
    create trigger analytics_sessions_daily after insert or update on analytics_sessions
      for each row execute function system.analytics_session_daily();
    create trigger conversations_analytics_takeover after update of handled_by on conversations
      for each row when (new.handled_by = 'human' and old.handled_by <> 'human' and not new.is_test)
      execute function system.analytics_takeover();

    alter publication zero_app add table analytics_daily;
  `,
  );
  // Existing history, oldest first, through the same function the trigger uses.
  await sql`
    do $$ declare m whatsapp_messages; begin
      for m in select * from whatsapp_messages order by created_at, id loop
        perform system.analytics_record_message(m);
      end loop;
    end $$`.execute(db);
}

const functions = [
  `create function system.analytics_bump(
     org text, at timestamptz, started int default 0, handed int default 0, resolved int default 0,
     msg_in int default 0, msg_out int default 0, bot int default 0, responses int default 0, response_sum bigint default 0
   ) returns void language sql as $$
     insert into analytics_daily as d (id, organization_id, day, conversations_started, handed_over, bot_resolved,
       messages_in, messages_out, bot_replies, first_responses, first_response_seconds_sum)
     select org || ':' || x.day, org, x.day, started, handed, resolved, msg_in, msg_out, bot, responses, response_sum
     from (select to_char(at at time zone 'Europe/Amsterdam', 'YYYY-MM-DD') as day) x
     on conflict (id) do update set
       conversations_started = d.conversations_started + excluded.conversations_started,
       handed_over = d.handed_over + excluded.handed_over,
       bot_resolved = d.bot_resolved + excluded.bot_resolved,
       messages_in = d.messages_in + excluded.messages_in,
       messages_out = d.messages_out + excluded.messages_out,
       bot_replies = d.bot_replies + excluded.bot_replies,
       first_responses = d.first_responses + excluded.first_responses,
       first_response_seconds_sum = d.first_response_seconds_sum + excluded.first_response_seconds_sum
   $$`,
  // One message: its day's counts, and the gesprek it starts or belongs to. The conversation
  // row lock (no key update: it does not conflict with the foreign key's key share) makes
  // concurrent messages of one conversation take turns, so a gesprek is started once.
  `create function system.analytics_record_message(m whatsapp_messages) returns void language plpgsql as $$
   declare test boolean; s analytics_sessions; begin
     select c.is_test into test from conversations c where c.id = m.conversation_id for no key update;
     if test is null or test then return; end if;
     select * into s from analytics_sessions where conversation_id = m.conversation_id
       order by started_at desc limit 1;
     if m.direction = 'inbound' then
       if s.id is null or s.last_at < m.created_at - interval '24 hours' then
         insert into analytics_sessions (organization_id, conversation_id, day, started_at, last_at)
         values (m.organization_id, m.conversation_id,
           to_char(m.created_at at time zone 'Europe/Amsterdam', 'YYYY-MM-DD'), m.created_at, m.created_at);
       else
         update analytics_sessions set last_at = greatest(last_at, m.created_at) where id = s.id;
       end if;
       perform system.analytics_bump(m.organization_id, m.created_at, msg_in => 1);
     else
       if s.id is not null and s.last_at >= m.created_at - interval '24 hours' then
         update analytics_sessions set
           last_at = greatest(last_at, m.created_at),
           first_response_seconds = coalesce(first_response_seconds,
             greatest(0, round(extract(epoch from m.created_at - started_at)))::int),
           bot_replied = bot_replied or m.is_from_bot,
           handed_over = handed_over or m.handover or not m.is_from_bot
         where id = s.id;
       end if;
       perform system.analytics_bump(m.organization_id, m.created_at, msg_out => 1, bot => m.is_from_bot::int);
     end if;
   end $$`,
  `create function system.analytics_message_trigger() returns trigger language plpgsql as $$
   begin perform system.analytics_record_message(new); return null; end $$`,
  // A gesprek's counts move with its state: started once, and between 'answered by the
  // assistant' and 'handed over' as it changes (hand-over wins), on the day it started.
  `create function system.analytics_session_daily() returns trigger language plpgsql as $$
   declare
     was_handed int := 0; was_resolved int := 0; was_responses int := 0; was_sum bigint := 0;
   begin
     if tg_op = 'UPDATE' then
       if (old.handed_over, old.bot_replied, old.first_response_seconds)
          is not distinct from (new.handed_over, new.bot_replied, new.first_response_seconds) then
         return null;
       end if;
       was_handed := old.handed_over::int;
       was_resolved := (old.bot_replied and not old.handed_over)::int;
       was_responses := (old.first_response_seconds is not null)::int;
       was_sum := coalesce(old.first_response_seconds, 0);
     end if;
     perform system.analytics_bump(new.organization_id, new.started_at,
       started => (tg_op = 'INSERT')::int,
       handed => new.handed_over::int - was_handed,
       resolved => (new.bot_replied and not new.handed_over)::int - was_resolved,
       responses => (new.first_response_seconds is not null)::int - was_responses,
       response_sum => coalesce(new.first_response_seconds, 0) - was_sum);
     return null;
   end $$`,
  // Staff taking a conversation over hands over its current gesprek.
  `create function system.analytics_takeover() returns trigger language plpgsql as $$
   begin
     update analytics_sessions set handed_over = true
     where id = (select id from analytics_sessions where conversation_id = new.id
                 order by started_at desc limit 1)
       and last_at >= now() - interval '24 hours' and not handed_over;
     return null;
   end $$`,
];
