import { type Kysely, sql } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// Health data (sick and recovery reports) is a special category under the AVG: the
// organisation's privacy officer decides who reads it. Each membership has its own switch
// (`may_see_health`, 'Mag ziekmeldingen zien' on the Users screen), not the role: HR staff
// who handle absence need it whatever else they may do, and an admin who only manages
// settings does not. At joining it follows the role (owners and admins on, Users off); after
// that only an admin changes it. Existing memberships get the same default.
//
// A message is health data when it is a sick or recovery report, or the assistant's reply
// to one (`whatsapp_messages.is_health`, set when the reply is stored; existing ones are
// found by the reply's explanation). Colleagues without the switch see such a message as a
// masked line: `health_message_marks` has the place of each (its id, time and side) and
// nothing of its text, kept by a trigger and deleted with the message. A notification about
// a sick report is marked too (`notifications.is_health`), so it reaches no one without
// the switch, also when it was made before the switch was turned off.
//
// The organisation's privacy statement (`privacy_statement_url`): the assistant's first reply
// to an employee links to it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table organization_members add column may_see_health boolean;
    update organization_members set may_see_health = role in ('owner', 'admin');
    alter table organization_members alter column may_see_health set not null;
    alter table whatsapp_messages add column is_health boolean not null default false;
    alter table notifications add column is_health boolean not null default false;
    alter table organizations add column privacy_statement_url text
      check (privacy_statement_url is null or (privacy_statement_url like 'https://%' and length(privacy_statement_url) <= 500));
    create table health_message_marks (
      id text primary key references whatsapp_messages(id) on delete cascade,
      organization_id text not null references organizations(id) on delete cascade,
      conversation_id text not null references conversations(id) on delete cascade,
      is_from_bot boolean not null,
      created_at timestamptz not null
    );
    create index health_message_marks_conversation_idx on health_message_marks (conversation_id, created_at desc)
  `,
  );
  for (const fn of functions) await sql.raw(fn).execute(db);
  await runStatements(
    db,
    `
    create trigger organization_members_health_default before insert on organization_members
      for each row execute function system.member_health_default();
    create trigger whatsapp_messages_health_mark after insert or update of is_health on whatsapp_messages
      for each row when (new.is_health) execute function system.mark_health_message();
    update whatsapp_messages set is_health = true
      where is_from_bot and (explanation ? 'sickReport' or explanation ? 'recoveryReport');
    update whatsapp_messages m set is_health = true
      from whatsapp_messages r where r.reply_to = m.id and r.is_health;
    update notifications set is_health = true where title in ('Ziekmelding', 'Betermelding');
    alter publication zero_app add table health_message_marks
  `,
  );
}

const functions = [
  // At joining the switch follows the role, unless the insert says otherwise.
  `create function system.member_health_default() returns trigger language plpgsql as $$
   begin
     new.may_see_health := coalesce(new.may_see_health, new.role in ('owner', 'admin'));
     return new;
   end $$`,
  `create function system.mark_health_message() returns trigger language plpgsql as $$
   begin
     insert into health_message_marks (id, organization_id, conversation_id, is_from_bot, created_at)
       values (new.id, new.organization_id, new.conversation_id, new.is_from_bot, new.created_at)
       on conflict (id) do nothing;
     return null;
   end $$`,
];
