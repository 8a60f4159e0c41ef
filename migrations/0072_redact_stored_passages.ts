import { type Kysely, sql } from "kysely";
import { redactCounting } from "../common/privacy/redact.ts";

// Documents processed before their text was redacted (migrations/0071) still hold any BSN,
// IBAN or ID-document number in their passages and preview, and the assistant could quote
// them: take them out now rather than wait for someone to re-process every document. Only
// rows with a digit can hold one; read in key order, a thousand at a time, so a large
// knowledge base never sits in memory at once. A fresh database has no passages: nothing to do.
const BATCH = 1000;

export async function up(db: Kysely<unknown>): Promise<void> {
  const removed = new Map<string, number>();
  let after = "0";
  for (;;) {
    const { rows } = await sql<{ id: string; document_id: string; heading: string; content: string }>`
      select id::text, document_id, heading, content from document_passages
      where id > ${after}::bigint and (content ~ '[0-9]' or heading ~ '[0-9]') order by id limit ${BATCH}`.execute(db);
    if (!rows.length) break;
    after = rows[rows.length - 1].id;
    for (const row of rows) {
      const content = redactCounting(row.content);
      const heading = redactCounting(row.heading);
      const count = content.removed + heading.removed;
      if (!count) continue;
      removed.set(row.document_id, (removed.get(row.document_id) ?? 0) + count);
      await sql`update document_passages set content = ${content.text}, heading = ${heading.text} where id = ${row.id}::bigint`.execute(
        db,
      );
    }
  }
  const { rows: previews } = await sql<{ id: string; preview: string }>`
    select id, preview from documents where preview ~ '[0-9]'`.execute(db);
  for (const doc of previews) {
    const preview = redactCounting(doc.preview);
    if (preview.removed || removed.has(doc.id))
      await sql`update documents set preview = ${preview.text},
        identifiers_removed = identifiers_removed + ${removed.get(doc.id) ?? 0} where id = ${doc.id}`.execute(db);
  }
}
