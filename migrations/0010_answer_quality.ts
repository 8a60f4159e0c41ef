import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// The assistant's answer quality: FAQs get alternative phrasings, organisations their own
// synonyms, and each bot reply records whether it handed over and why it chose its answer.
// Retrieval keeps an in-memory index per organisation in each app and worker process;
// knowledge_versions tells those processes, with one primary-key read per question, that
// FAQs, documents or synonyms changed since they built it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table faqs add column alternative_questions jsonb not null default '[]'::jsonb
      check (jsonb_typeof(alternative_questions) = 'array' and jsonb_array_length(alternative_questions) <= 50);

    create table assistant_synonyms (
      id text primary key,
      organization_id text not null references organizations(id) on delete cascade,
      term text not null check (length(btrim(term)) between 1 and 80),
      synonyms jsonb not null default '[]'::jsonb
        check (jsonb_typeof(synonyms) = 'array' and jsonb_array_length(synonyms) between 1 and 30),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index assistant_synonyms_org_term_idx on assistant_synonyms(organization_id, lower(btrim(term)));

    -- Bot replies: handed over to staff or not, and why this answer (matched words,
    -- synonyms, score, runner-up) for the inbox, the simulator and 'Test de kennisbank'.
    alter table whatsapp_messages add column handover boolean not null default false;
    alter table whatsapp_messages add column explanation jsonb;

    create table system.knowledge_versions (
      organization_id text primary key references organizations(id) on delete cascade,
      faqs bigint not null default 0,
      documents bigint not null default 0,
      synonyms bigint not null default 0
    );

    -- The body has no line ending in a semicolon: runStatements splits scripts there.
    create function system.bump_knowledge_version() returns trigger language plpgsql as $$
    declare org text := case tg_op when 'DELETE' then old.organization_id else new.organization_id end; begin
      execute format(
        'insert into system.knowledge_versions (organization_id, %1$I) values ($1, 1)
         on conflict (organization_id) do update set %1$I = system.knowledge_versions.%1$I + 1',
        tg_argv[0]) using org; return null; end $$;

    create trigger faqs_knowledge_version after insert or update or delete on faqs
      for each row execute function system.bump_knowledge_version('faqs');
    create trigger documents_knowledge_version after update of processing_status or delete on documents
      for each row execute function system.bump_knowledge_version('documents');
    create trigger assistant_synonyms_knowledge_version after insert or update or delete on assistant_synonyms
      for each row execute function system.bump_knowledge_version('synonyms');

    alter publication zero_app add table assistant_synonyms;
  `,
  );
}
