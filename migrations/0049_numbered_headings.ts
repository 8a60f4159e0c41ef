import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// A Markdown heading numbered "## 2. Toeslagen" was read as a list item and stored as
// "• Toeslagen" (server/documents/without-section-number.ts now drops the number). Stored
// passages get the heading's words back without reprocessing their document; a heading that
// starts with a bullet can only have come that way, since headings are never list items.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `update document_passages set heading = substr(heading, 3) where heading like '• %'`);
}
