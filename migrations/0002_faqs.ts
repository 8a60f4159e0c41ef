import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table faqs (
      id text primary key,
      organization_id text not null references organizations(id) on delete cascade,
      question text not null check (length(btrim(question)) > 0),
      answer text not null check (length(btrim(answer)) > 0),
      channel text not null default 'whatsapp' check (channel in ('web', 'whatsapp')),
      is_active boolean not null default true,
      ai_response_mode text not null default 'exact' check (ai_response_mode in ('exact', 'reformulate')),
      -- Personal questions: the assistant answers only after the employee is verified.
      requires_verification boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      search_vector tsvector generated always as (
        setweight(to_tsvector('dutch', question), 'A') || setweight(to_tsvector('dutch', answer), 'B')
      ) stored
    );
    create index faqs_org_created_idx on faqs(organization_id, created_at desc);
    create index faqs_search_idx on faqs using gin(search_vector);

    alter publication zero_app add table faqs;
  `,
  );
}
