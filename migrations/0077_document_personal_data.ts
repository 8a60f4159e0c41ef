import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// A document whose processing found personal identifiers (BSN, IBAN, ID-document number),
// or whose text reads as a list of people (names, each followed by numbers or dates), is
// marked 'Bevat persoonsgegevens' (personal_data) and stays out of every answer until an
// admin turns it on for answers (personal_data_answers): with its numbers redacted, a staff
// list still tells who works there. Documents processed before this mark that had numbers
// removed are marked now (the staff lists this is about); the list heuristic needs their
// original text, which is not re-read here.
// The knowledge-version trigger now also fires when an admin turns answers on or off, so
// every process rebuilds its index for the next question.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table documents add column personal_data boolean not null default false;
    alter table documents add column personal_data_answers boolean not null default false;
    drop trigger documents_knowledge_version on documents;
    create trigger documents_knowledge_version after update of processing_status, personal_data, personal_data_answers or delete on documents
      for each row execute function system.bump_knowledge_version('documents');
    update documents set personal_data = true where identifiers_removed > 0;
  `,
  );
}
