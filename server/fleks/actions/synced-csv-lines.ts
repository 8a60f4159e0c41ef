import { sql } from "kysely";
import { SYNCED_TABLES, type SyncObject } from "../../../common/integrations/sync-kinds.ts";
import { TARGET_COLUMNS } from "../../../common/integrations/target-columns.ts";
import type { Db } from "../../db/connect.ts";
import { csvLine, UTF8_BOM } from "./csv.ts";

const BATCH = 1000;

/** The export's columns: the object's own, then extra mapped fields (JSON) and the sync's timestamps. */
export const exportColumns = (object: SyncObject) => [
  ...Object.values(TARGET_COLUMNS[object]).map((c) => c.column),
  "extra",
  "source_updated_at",
  "synced_at",
  "deleted_at",
];

/**
 * The organisation's synced rows of an object as CSV lines (BOM and header first), read in
 * batches by uuid so a large table streams without being held in memory. Only what the
 * sync stored: personal identifiers are stripped before anything is stored, so none can
 * appear here.
 */
export async function* syncedCsvLines(db: Db, organizationId: string, object: SyncObject): AsyncGenerator<string> {
  const columns = exportColumns(object);
  yield UTF8_BOM + csvLine(columns);
  let after = "";
  for (;;) {
    // Table and column names come from SYNCED_TABLES and TARGET_COLUMNS (constants), never from input.
    const { rows } = await sql<Record<string, unknown>>`
      select ${sql.raw(columns.join(", "))} from ${sql.raw(SYNCED_TABLES[object])}
      where organization_id = ${organizationId} and uuid > ${after}
      order by uuid limit ${BATCH}`.execute(db);
    for (const row of rows) yield csvLine(columns.map((c) => row[c]));
    if (rows.length < BATCH) return;
    after = String(rows[rows.length - 1]?.uuid);
  }
}
