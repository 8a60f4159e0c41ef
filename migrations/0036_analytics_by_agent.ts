import { type Kysely, sql } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// Analytics split by agent: the figures about the assistant's replies (replies sent, gesprekken
// answered without a hand-over, hand-overs) per agent per Amsterdam day, kept by the same
// trigger function that keeps analytics_daily (migrations/0025_analytics_rollups.ts), so the
// browser syncs a few rows rather than counting messages, and the split cannot drift from the
// totals. A gesprek belongs to the agent of the assistant's first reply in it: one owner per
// gesprek, so the agents' gesprekken add up, and an agent switched mid-gesprek does not count
// it twice. Its outcome (hand-over wins) and the gesprek count on the day it started, as in
// analytics_daily; a reply counts on the day it was sent. Replies written before agents
// existed (no agent_id) are in the totals only. Rows are keyed by an id made from their
// natural key and upserted on it, with no second unique constraint (see 0034).
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table analytics_sessions add column agent_id text references agents(id) on delete set null;

    create table analytics_agent_daily (
      id text primary key,
      organization_id text not null references organizations(id) on delete cascade,
      -- Agents are archived, never deleted, so the split outlives an agent's "delete".
      agent_id text not null references agents(id) on delete cascade,
      day text not null check (day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      conversations integer not null default 0,
      handed_over integer not null default 0,
      bot_resolved integer not null default 0,
      bot_replies integer not null default 0
    );
    create index analytics_agent_daily_org_day_idx on analytics_agent_daily(organization_id, day);
    create index analytics_agent_daily_agent_day_idx on analytics_agent_daily(agent_id, day);
  `,
  );
  for (const fn of functions) await sql.raw(fn).execute(db);
  await runStatements(
    db,
    `
    create trigger analytics_sessions_agent_daily after insert or update on analytics_sessions
      for each row execute function system.analytics_session_agent_daily();
    alter publication zero_app add table analytics_agent_daily;
  `,
  );
  // Existing history: each gesprek's agent is the one of the assistant's first reply in it
  // (the trigger above moves its counts), and the replies per agent per day.
  await sql`
    update analytics_sessions s set agent_id = (
      select m.agent_id from whatsapp_messages m
      where m.conversation_id = s.conversation_id and m.direction = 'outbound' and m.is_from_bot
        and m.agent_id is not null and m.created_at between s.started_at and s.last_at
      order by m.created_at, m.id limit 1)
    where s.conversation_id is not null`.execute(db);
  await sql`
    insert into analytics_agent_daily as d (id, organization_id, agent_id, day, bot_replies)
    select m.organization_id || ':' || m.agent_id || ':' || x.day, m.organization_id, m.agent_id, x.day, count(*)
    from whatsapp_messages m
    join conversations c on c.id = m.conversation_id and not c.is_test
    cross join lateral (select to_char(m.created_at at time zone 'Europe/Amsterdam', 'YYYY-MM-DD') as day) x
    where m.direction = 'outbound' and m.is_from_bot and m.agent_id is not null
    group by m.organization_id, m.agent_id, x.day
    on conflict (id) do update set bot_replies = d.bot_replies + excluded.bot_replies`.execute(db);
}

const functions = [
  `create function system.analytics_agent_bump(
     org text, agent text, at timestamptz, gesprekken int default 0, handed int default 0, resolved int default 0,
     bot int default 0
   ) returns void language sql as $$
     insert into analytics_agent_daily as d (id, organization_id, agent_id, day, conversations, handed_over,
       bot_resolved, bot_replies)
     select org || ':' || agent || ':' || x.day, org, agent, x.day, gesprekken, handed, resolved, bot
     from (select to_char(at at time zone 'Europe/Amsterdam', 'YYYY-MM-DD') as day) x
     on conflict (id) do update set
       conversations = d.conversations + excluded.conversations,
       handed_over = d.handed_over + excluded.handed_over,
       bot_resolved = d.bot_resolved + excluded.bot_resolved,
       bot_replies = d.bot_replies + excluded.bot_replies
   $$`,
  // As in 0025, plus: a bot reply names its gesprek's agent when it is the first to, and
  // counts for its agent's day.
  `create or replace function system.analytics_record_message(m whatsapp_messages) returns void language plpgsql as $$
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
           handed_over = handed_over or m.handover or not m.is_from_bot,
           agent_id = coalesce(agent_id, case when m.is_from_bot then m.agent_id end)
         where id = s.id;
       end if;
       perform system.analytics_bump(m.organization_id, m.created_at, msg_out => 1, bot => m.is_from_bot::int);
       if m.is_from_bot and m.agent_id is not null then
         perform system.analytics_agent_bump(m.organization_id, m.agent_id, m.created_at, bot => 1);
       end if;
     end if;
   end $$`,
  // A gesprek's counts follow its agent and its outcome: taken from what it counted for
  // before, added to what it counts for now (hand-over wins), on the day it started.
  `create function system.analytics_session_agent_daily() returns trigger language plpgsql as $$
   begin
     if tg_op = 'UPDATE' then
       if (old.agent_id, old.handed_over, old.bot_replied)
          is not distinct from (new.agent_id, new.handed_over, new.bot_replied) then
         return null;
       end if;
       if old.agent_id is not null then
         perform system.analytics_agent_bump(old.organization_id, old.agent_id, old.started_at,
           gesprekken => -1, handed => -old.handed_over::int,
           resolved => -(old.bot_replied and not old.handed_over)::int);
       end if;
     end if;
     if new.agent_id is not null then
       perform system.analytics_agent_bump(new.organization_id, new.agent_id, new.started_at,
         gesprekken => 1, handed => new.handed_over::int, resolved => (new.bot_replied and not new.handed_over)::int);
     end if;
     return null;
   end $$`,
];
