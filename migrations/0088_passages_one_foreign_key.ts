import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// A passage had two foreign keys, to its document and to its organisation: Postgres checks
// each with a query per inserted row, and a 50 MB handbook's 98,000 passages spent about
// 1.7 s of the database's CPU on them (of about 9.5 s; bench/documents.ts). One key to the
// document and its organisation together checks both at once, and guarantees what the two
// did not: that a passage's organisation is its document's (retrieval filters passages by
// organisation alone). Deleting an organisation still deletes its passages, through its
// documents.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create unique index documents_id_organization_key on documents(id, organization_id);
    alter table document_passages drop constraint document_passages_document_id_fkey;
    alter table document_passages drop constraint document_passages_organization_id_fkey;
    alter table document_passages add constraint document_passages_document_fkey
      foreign key (document_id, organization_id) references documents(id, organization_id) on delete cascade;
  `,
  );
}
