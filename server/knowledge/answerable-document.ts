import { type RawBuilder, sql } from "kysely";

/**
 * Whether a document (the row named `table`) may be answered from: one not marked 'Bevat
 * persoonsgegevens', or one an admin allowed for answers. Retrieval, the FAQ suggestions and
 * the documents summary all ask it, so the rule lives here once (the Zero query for the setup
 * step, common/zero/queries/documents.ts, states it for the browser).
 */
export function answerableDocument(table: string): RawBuilder<boolean> {
  return sql<boolean>`(not ${sql.ref(`${table}.personal_data`)} or ${sql.ref(`${table}.personal_data_answers`)})`;
}
