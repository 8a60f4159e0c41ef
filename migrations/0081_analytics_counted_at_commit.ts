import { type Kysely, sql } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// The analytics rollups (migrations/0025, 0036, 0054) were kept by a row trigger on
// whatsapp_messages that, for each message as it was inserted, locked its conversation and
// upserted its organisation's day (and its agent's day). A transaction that wrote messages of
// organisation A and then B held A's day row while waiting for B's, and one writing B then A
// the reverse: a deadlock, and one of them (a batch of messages, a reply) was refused. Only
// the webhook's ingestion lock (one ingester at a time) kept its batches apart; the
// assistant's replies, staff replies and a second app server are not under it. Every writer
// of an organisation also waited for the one before to commit, the day row being one per
// organisation.
// Now the row trigger only appends the message to system.analytics_pending, and the counts
// change in system.analytics_changes (as 0076 does for the outbox's counts); a deferred
// trigger works them off when the transaction commits, in one fixed order: its messages by
// conversation (each locks its conversation, so a gesprek is still started once), then the
// day rows sorted by key. Transactions that take their locks in the same order cannot
// deadlock, the day rows are held only for the commit, and the figures stay exact and
// committed with the messages. A transaction flags work to do (a setting local to it), so
// the deferred trigger, fired once per appended row, does the work once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table system.analytics_pending (
      tx xid8 not null default pg_current_xact_id(),
      message_id text not null
    );
    create index analytics_pending_tx on system.analytics_pending (tx);
    -- agent_id null: a change of analytics_daily; set: of analytics_agent_daily.
    create table system.analytics_changes (
      tx xid8 not null default pg_current_xact_id(),
      organization_id text not null,
      agent_id text,
      day text not null,
      conversations_started integer not null default 0,
      conversations integer not null default 0,
      handed_over integer not null default 0,
      bot_resolved integer not null default 0,
      messages_in integer not null default 0,
      messages_out integer not null default 0,
      bot_replies integer not null default 0,
      first_responses integer not null default 0,
      first_response_seconds_sum bigint not null default 0
    );
    create index analytics_changes_tx on system.analytics_changes (tx);
  `,
  );
  for (const fn of functions) await sql.raw(fn).execute(db);
  await runStatements(
    db,
    `
    create constraint trigger analytics_pending_at_commit after insert on system.analytics_pending
      deferrable initially deferred for each row execute function system.analytics_at_commit();
    create constraint trigger analytics_changes_at_commit after insert on system.analytics_changes
      deferrable initially deferred for each row execute function system.analytics_at_commit();
  `,
  );
}

const functions = [
  `create or replace function system.analytics_message_trigger() returns trigger language plpgsql as $$
   begin
     insert into system.analytics_pending (message_id) values (new.id);
     perform set_config('hr.analytics_pending', '1', true);
     return null;
   end $$`,
  `create or replace function system.analytics_bump(
     org text, at timestamptz, started int default 0, handed int default 0, resolved int default 0,
     msg_in int default 0, msg_out int default 0, bot int default 0, responses int default 0, response_sum bigint default 0
   ) returns void language sql as $$
     insert into system.analytics_changes (organization_id, day, conversations_started, handed_over, bot_resolved,
       messages_in, messages_out, bot_replies, first_responses, first_response_seconds_sum)
     values (org, to_char(at at time zone 'Europe/Amsterdam', 'YYYY-MM-DD'), started, handed, resolved,
       msg_in, msg_out, bot, responses, response_sum);
     select set_config('hr.analytics_pending', '1', true);
   $$`,
  `create or replace function system.analytics_agent_bump(
     org text, agent text, at timestamptz, gesprekken int default 0, handed int default 0, resolved int default 0,
     bot int default 0
   ) returns void language sql as $$
     insert into system.analytics_changes (organization_id, agent_id, day, conversations, handed_over, bot_resolved,
       bot_replies)
     values (org, agent, to_char(at at time zone 'Europe/Amsterdam', 'YYYY-MM-DD'), gesprekken, handed, resolved, bot);
     select set_config('hr.analytics_pending', '1', true);
   $$`,
  // At commit: the transaction's messages by conversation (locks in conversation order), then
  // its counts into the day rows in key order. A message deleted again before the commit is
  // not counted.
  `create function system.analytics_at_commit() returns trigger language plpgsql as $$
   declare m whatsapp_messages;
   begin
     if coalesce(current_setting('hr.analytics_pending', true), '') = '' then return null; end if;
     for m in
       select w.* from system.analytics_pending p join whatsapp_messages w on w.id = p.message_id
       where p.tx = pg_current_xact_id()
       order by w.conversation_id, w.created_at, w.id
     loop
       perform system.analytics_record_message(m);
     end loop;
     delete from system.analytics_pending where tx = pg_current_xact_id();
     with gone as (delete from system.analytics_changes where tx = pg_current_xact_id() and agent_id is null returning *)
     insert into analytics_daily as d (id, organization_id, day, conversations_started, handed_over, bot_resolved,
       messages_in, messages_out, bot_replies, first_responses, first_response_seconds_sum)
     select organization_id || ':' || day, organization_id, day, sum(conversations_started), sum(handed_over),
       sum(bot_resolved), sum(messages_in), sum(messages_out), sum(bot_replies), sum(first_responses),
       sum(first_response_seconds_sum)
     from gone group by organization_id, day
     order by organization_id || ':' || day
     on conflict (id) do update set
       conversations_started = d.conversations_started + excluded.conversations_started,
       handed_over = d.handed_over + excluded.handed_over,
       bot_resolved = d.bot_resolved + excluded.bot_resolved,
       messages_in = d.messages_in + excluded.messages_in,
       messages_out = d.messages_out + excluded.messages_out,
       bot_replies = d.bot_replies + excluded.bot_replies,
       first_responses = d.first_responses + excluded.first_responses,
       first_response_seconds_sum = d.first_response_seconds_sum + excluded.first_response_seconds_sum;
     with gone as (delete from system.analytics_changes where tx = pg_current_xact_id() returning *)
     insert into analytics_agent_daily as d (id, organization_id, agent_id, day, conversations, handed_over,
       bot_resolved, bot_replies)
     select organization_id || ':' || agent_id || ':' || day, organization_id, agent_id, day, sum(conversations),
       sum(handed_over), sum(bot_resolved), sum(bot_replies)
     from gone group by organization_id, agent_id, day
     order by organization_id || ':' || agent_id || ':' || day
     on conflict (id) do update set
       conversations = d.conversations + excluded.conversations,
       handed_over = d.handed_over + excluded.handed_over,
       bot_resolved = d.bot_resolved + excluded.bot_resolved,
       bot_replies = d.bot_replies + excluded.bot_replies;
     perform set_config('hr.analytics_pending', '', true);
     return null;
   end $$`,
];
