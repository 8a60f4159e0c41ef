import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// Optional meaning-based retrieval: one vector per FAQ and passage, per embeddings model,
// with a hash of the text it was made from so only changed knowledge is embedded again.
// Vectors stay on the server (not in the Zero publication). A change to FAQs or documents
// queues one embed job per organisation (a job key folds bursts of edits into one); the job
// does nothing when no embeddings API is configured. Databases without the worker's schema
// (the evaluation's and the benchmarks' throwaway ones) queue nothing. When it has written vectors it bumps
// knowledge_versions.embeddings so every process reloads them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table system.knowledge_embeddings (
      organization_id text not null references organizations(id) on delete cascade,
      model text not null,
      kind text not null check (kind in ('faq', 'passage')),
      source_id text not null,
      content_hash text not null,
      vector bytea not null,
      primary key (organization_id, model, kind, source_id)
    );

    alter table system.knowledge_versions add column embeddings bigint not null default 0;

    -- The body has no line ending in a semicolon: runStatements splits scripts there.
    create function system.queue_embed_knowledge() returns trigger language plpgsql as $$
    begin if to_regnamespace('graphile_worker') is not null then
      perform graphile_worker.add_job('embed_knowledge', json_build_object('organizationId', new.organization_id),
        job_key := 'embed_knowledge:' || new.organization_id, run_at := now() + interval '2 seconds',
        max_attempts := 5); end if; return null; end $$;

    create trigger knowledge_versions_embed after insert or update of faqs, documents on system.knowledge_versions
      for each row execute function system.queue_embed_knowledge();
  `,
  );
}
