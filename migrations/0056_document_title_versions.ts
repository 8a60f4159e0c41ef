import { type Kysely, sql } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// A document's versions are matched by its name as employees read it (documentTitle in
// common/documents/document-title.ts: no extension, underscores as spaces), not by the
// exact file name: HR uploads the Word version of a handbook that is there as PDF, and the
// two copies otherwise both answered, as a choice between two identical-looking options.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`create function document_title_key(filename text) returns text language sql immutable parallel safe as $$
      select coalesce(nullif(btrim(regexp_replace(regexp_replace(regexp_replace(
        filename, '\\.[A-Za-z0-9]{1,5}$', ''), '_+', ' ', 'g'), '\\s+', ' ', 'g')), ''), filename)
    $$`)
    .execute(db);
  // An index on the expression, not a column: the table stays as Zero replicates it.
  await runStatements(
    db,
    `create index documents_title_key_idx on documents (organization_id, document_title_key(filename));`,
  );
}
