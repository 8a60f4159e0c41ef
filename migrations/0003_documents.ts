import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// Typo tolerance will use a trigram index over each organisation's vocabulary, not over
// whole passages: indexing 50 MB of passage text with trigrams alone took ~9 s.
// Documents and their searchable passages. The extracted text lives in the passages (not
// published): browsers get only the preview and counts, never whole documents.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create extension if not exists pg_trgm;

    create table documents (
      id text primary key,
      organization_id text not null references organizations(id) on delete cascade,
      user_id text references auth."user"(id) on delete set null,
      filename text not null,
      file_path text not null,
      mime_type text not null,
      size_bytes bigint not null,
      processing_status text not null default 'pending'
        check (processing_status in ('pending', 'processing', 'completed', 'failed')),
      processing_error text,
      preview text not null default '',
      word_count integer not null default 0,
      passage_count integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index documents_org_created_idx on documents(organization_id, created_at desc);

    create table document_passages (
      id bigint generated always as identity primary key,
      document_id text not null references documents(id) on delete cascade,
      organization_id text not null references organizations(id) on delete cascade,
      position integer not null,
      heading text not null default '',
      content text not null,
      search_vector tsvector generated always as (
        setweight(to_tsvector('dutch', heading), 'A') || setweight(to_tsvector('dutch', content), 'B')
      ) stored
    );
    create index document_passages_doc_idx on document_passages(document_id, position);
    create index document_passages_search_idx on document_passages using gin(search_vector);
    create index document_passages_org_idx on document_passages(organization_id);

    alter publication zero_app add table documents;
  `,
  );
}
