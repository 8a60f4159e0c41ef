import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// Typo correction now reads the words of each organisation's in-memory index
// (server/knowledge/index), so the vocabulary table that document processing and an FAQ
// trigger kept filling is read by nothing: stop the work and drop it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop trigger faqs_collect_terms on faqs;
    drop function faqs_collect_terms();
    drop function knowledge_words(text);
    drop table knowledge_terms;
  `,
  );
}
