import { sql } from "kysely";
import type { Db } from "../db/connect.ts";
import { answerableDocument } from "./answerable-document.ts";

/**
 * Whether the organisation has a processed document the assistant may answer from
 * (`hasDocuments`), and whether processed ones wait for an admin because they are marked
 * 'Bevat persoonsgegevens' (`withheld`): the FAQ dialog's suggestions and 'Genereer met AI'
 * use only the first kind (as retrieval does, index/load-knowledge.ts), and say why when
 * only the second kind is there.
 */
export async function documentsSummary(
  db: Db,
  organizationId: string,
): Promise<{ hasDocuments: boolean; withheld: boolean }> {
  const row = await db
    .selectFrom("documents")
    .select([
      sql<boolean>`bool_or(${answerableDocument("documents")})`.as("usable"),
      sql<boolean>`bool_or(not ${answerableDocument("documents")})`.as("withheld"),
    ])
    .where("organization_id", "=", organizationId)
    .where("processing_status", "=", "completed")
    .executeTakeFirst();
  return { hasDocuments: row?.usable === true, withheld: row?.withheld === true };
}
