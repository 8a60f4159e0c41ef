import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// How many BSNs, IBANs and ID-document numbers were taken out of a document's text before
// its passages and preview were stored: the document view tells staff, so a handbook that
// answers without them does not puzzle anyone. Only a count: never the numbers.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `alter table documents add column identifiers_removed integer not null default 0`);
}
