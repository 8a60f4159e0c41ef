import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// Agents: an organisation runs one or more assistants, each made from a type (a template
// with the capabilities it may offer) and shaped by its own settings.
// - agent_types are the same for every organisation (seeded here), readable by every member.
// - agents are archived, never deleted: bot messages keep pointing at the agent that
//   answered, so analytics can still split by it after an admin "deletes" it.
// - agent_settings are key/value rows per agent; every change bumps agents.settings_version,
//   and each bot reply records the agent and the version that wrote it.
// - The active agent (the one answering on WhatsApp) is a column on organizations rather
//   than a flag or table: exactly one or none per organisation by construction, no partial
//   unique index to keep right, and every member already syncs the organisation row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table agent_types (
      id text primary key check (length(id) between 1 and 50),
      label text not null,
      description text not null,
      icon text not null,
      capabilities jsonb not null default '[]'::jsonb check (jsonb_typeof(capabilities) = 'array'),
      created_at timestamptz not null default now()
    );
    insert into agent_types (id, label, description, icon, capabilities) values
      ('hr_assistant', 'HR-assistent',
       'Beantwoordt vragen van medewerkers uit je FAQ''s en documenten, verifieert wie persoonlijke vragen stelt en zet door naar HR als het antwoord niet zeker is.',
       'bot', '["faq_answers", "document_answers", "verification", "handover"]'),
      ('onboarding', 'Onboarding-assistent',
       'Verwelkomt nieuwe medewerkers met een welkomstbericht en beantwoordt hun eerste vragen over starten, regels en documenten.',
       'sparkles', '["welcome_messages", "faq_answers", "document_answers", "handover"]'),
      ('planning', 'Planningsassistent',
       'Beantwoordt vragen over de eigen diensten en het rooster van een medewerker, na verificatie, en zet de rest door naar HR.',
       'calendar', '["own_shifts", "verification", "faq_answers", "handover"]');

    create table agents (
      id text primary key,
      organization_id text not null references organizations(id) on delete cascade,
      agent_type_id text not null references agent_types(id),
      name text not null check (length(name) between 1 and 80),
      icon text not null default 'bot' check (length(icon) between 1 and 40),
      settings_version integer not null default 1,
      archived_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index agents_organization_idx on agents(organization_id, created_at);

    create table agent_settings (
      agent_id text not null references agents(id) on delete cascade,
      organization_id text not null references organizations(id) on delete cascade,
      key text not null check (key in ('display_name', 'tone', 'capabilities', 'handover_message', 'opening_message')),
      value jsonb not null,
      updated_at timestamptz not null default now(),
      primary key (agent_id, key)
    );
    create index agent_settings_organization_idx on agent_settings(organization_id);

    alter table organizations add column active_agent_id text references agents(id) on delete set null;

    alter table whatsapp_messages
      add column agent_id text references agents(id) on delete set null,
      add column agent_settings_version integer;

    alter publication zero_app add table agent_types, agents, agent_settings;
  `,
  );
}
