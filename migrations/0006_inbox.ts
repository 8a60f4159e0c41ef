import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// Staff in the inbox: replies and approved templates (whatsapp_templates), sent by a job
// that a trigger enqueues in the very transaction that stores the message, whoever writes
// it (a Zero mutator, a route, a script).
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table whatsapp_templates (
      id text primary key,
      organization_id text not null references organizations(id) on delete cascade,
      name text not null check (length(trim(name)) > 0),
      template_sid text not null check (template_sid like 'HX%'),
      template_type text not null default 'onboarding' check (template_type in ('onboarding', 'notification', 'reminder')),
      language text not null default 'nl' check (language in ('nl', 'en')),
      is_active boolean not null default true,
      created_at timestamptz not null default now()
    );
    create index whatsapp_templates_org_idx on whatsapp_templates(organization_id, created_at desc);

    -- A template message is sent by its content sid; message_body keeps what staff see.
    alter table whatsapp_messages add column template_sid text;

    create function enqueue_staff_message() returns trigger language plpgsql as
      'begin perform graphile_worker.add_job(''send_staff_message'', json_build_object(''messageId'', new.id), queue_name := ''conversation:'' || new.conversation_id, max_attempts := 8); return new; end';

    create trigger whatsapp_messages_staff_send after insert on whatsapp_messages
      for each row when (new.direction = 'outbound' and not new.is_from_bot and new.status = 'pending')
      execute function enqueue_staff_message();

    alter publication zero_app add table whatsapp_templates;
  `,
  );
}
