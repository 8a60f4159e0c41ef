import { sql } from "kysely";

/**
 * Documents named, for employees, as `filename` is: the versions of one document
 * (document_title_key, migrations/0056: without the extension, underscores as spaces).
 */
export const sameTitle = (filename: string) =>
  sql<boolean>`document_title_key(filename) = document_title_key(${filename})`;
