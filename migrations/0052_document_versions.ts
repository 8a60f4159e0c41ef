import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// A file uploaded under the name of one the organisation already has is a new version of
// it: it counts on from the latest one, and once it has been processed the older ones go
// (server/documents/replace-older-versions.ts). The older version keeps answering until
// then, and stays if the new one fails. The index finds a name's versions at upload and
// on completion. Names uploaded more than once before this are numbered in upload order,
// so the next upload replaces them all; nothing is removed here.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `alter table documents add column version integer not null default 1 check (version >= 1);
     create index documents_org_filename_idx on documents(organization_id, filename, version);
     update documents d set version = numbered.n
       from (select id, row_number() over (partition by organization_id, filename order by created_at, id) as n
             from documents) numbered
       where d.id = numbered.id and numbered.n > 1`,
  );
}
