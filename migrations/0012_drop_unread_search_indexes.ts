import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// Answers are found in each organisation's in-memory index (server/knowledge/index), so
// the full-text GIN indexes on FAQs and passages are read by no query, while every passage
// and FAQ write still paid for them. Loading an organisation's passages keeps a plain index
// on organization_id (the GIN index led with it). The search_vector columns stay.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop index faqs_org_search_idx;
    drop index document_passages_org_search_idx;
    create index document_passages_org_idx on document_passages(organization_id);
  `,
  );
}
