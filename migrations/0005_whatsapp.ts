import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// WhatsApp through Twilio: credentials (never published: the auth token is a secret, and
// the browser reads status through routes), employees, conversations and their messages.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table twilio_credentials (
      organization_id text primary key references organizations(id) on delete cascade,
      account_sid text not null,
      -- AES-256-GCM under a key derived from APP_SECRET (server/crypto/secret-box.ts).
      auth_token_encrypted text not null,
      whatsapp_sender text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index twilio_credentials_sender_idx on twilio_credentials(whatsapp_sender);

    alter table organizations
      add column verification_required boolean not null default false,
      add column verification_methods jsonb not null default '["email", "employee_number"]';

    create table employees (
      id text primary key,
      organization_id text not null references organizations(id) on delete cascade,
      first_name text not null default '',
      last_name text not null default '',
      phone_number text,
      email text,
      employee_number text,
      is_active boolean not null default true,
      onboarded_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (organization_id, phone_number)
    );

    create table conversations (
      id text primary key,
      organization_id text not null references organizations(id) on delete cascade,
      customer_phone text not null,
      employee_id text references employees(id) on delete set null,
      status text not null default 'active' check (status in ('active', 'closed')),
      -- 'human' while staff handle it: the assistant stays silent until handed back.
      handled_by text not null default 'assistant' check (handled_by in ('assistant', 'human')),
      message_count integer not null default 0,
      unresolved_count integer not null default 0,
      last_message_at timestamptz not null default now(),
      last_inbound_at timestamptz,
      -- Conversations from "Test de assistent" in the dashboard, not from WhatsApp.
      is_test boolean not null default false,
      ai_disclosed_at timestamptz,
      verified_until timestamptz,
      -- The question asked before verification, answered once the employee is verified.
      pending_question text,
      verification_attempts integer not null default 0,
      handover_notified_at timestamptz,
      created_at timestamptz not null default now(),
      unique (organization_id, customer_phone, is_test)
    );
    create index conversations_org_last_idx on conversations(organization_id, last_message_at desc);

    create table whatsapp_messages (
      id text primary key,
      organization_id text not null references organizations(id) on delete cascade,
      conversation_id text not null references conversations(id) on delete cascade,
      direction text not null check (direction in ('inbound', 'outbound')),
      -- Twilio's SM... id: inbound deliveries are stored once per MessageSid.
      message_sid text unique,
      message_body text not null,
      is_from_bot boolean not null default false,
      sent_by_user_id text references auth."user"(id) on delete set null,
      status text not null,
      error_code text,
      confidence real,
      sources jsonb,
      -- The inbound message an assistant reply answers: one reply per question, ever.
      reply_to text unique references whatsapp_messages(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index whatsapp_messages_conversation_idx on whatsapp_messages(conversation_id, created_at);

    alter publication zero_app add table employees, conversations, whatsapp_messages;
  `,
  );
}
