import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// A reply longer than one WhatsApp message goes out in parts, each a Twilio message with its
// own sid and its own status callbacks. Every part is recorded here as soon as Twilio
// accepts it, so a status callback for any part finds its message (a failed first part is
// no longer hidden behind a delivered last one), and a job retried after a crash knows
// which parts went out. Server-only: the inbox shows the message's combined status.
//
// The WhatsApp page's test message: Twilio accepts it (201) and often fails it later by
// status callback (63016: the number has not written in 24 hours). Its sid, status and
// error are kept, one row per organisation (the latest test), apart from the employees'
// conversations, and published so the settings card shows what became of it.
//
// Templates sent from the inbox: a template may say what fills its variables ({{1}} = the
// employee's first name...) and hold its text, so the inbox sends Twilio the filled-in
// ContentVariables (kept on the message for its send job) and shows the text as sent.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `create table system.whatsapp_message_parts (
       message_sid text primary key,
       message_id text not null references whatsapp_messages(id) on delete cascade,
       organization_id text not null references organizations(id) on delete cascade,
       part integer not null check (part >= 1),
       status text not null default 'queued',
       error_code text,
       unique (message_id, part)
     );
     create table whatsapp_test_messages (
       organization_id text primary key references organizations(id) on delete cascade,
       to_phone text not null,
       message_sid text unique,
       status text not null default 'queued',
       error_code text,
       sent_at timestamptz not null default now(),
       updated_at timestamptz not null default now()
     );
     alter publication zero_app add table whatsapp_test_messages;
     alter table whatsapp_templates
       add column body text check (length(body) <= 1024),
       add column variables jsonb not null default '{}'::jsonb check (jsonb_typeof(variables) = 'object');
     alter table whatsapp_messages add column content_variables jsonb
       check (content_variables is null or jsonb_typeof(content_variables) = 'object')`,
  );
}
