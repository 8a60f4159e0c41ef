import { sql } from "kysely";
import { SYNCED_TABLES, type SyncChange, type SyncObject } from "../../../common/integrations/sync-kinds.ts";
import type { Db } from "../../db/connect.ts";
import type { SyncedRow } from "./to-synced-row.ts";
import type { UpsertCounts } from "./upsert-synced-rows.ts";

const LABEL_FIELDS = ["first_name", "last_name", "name", "title"];
const labelOf = (row: SyncedRow) =>
  LABEL_FIELDS.map((f) => row[f])
    .filter((v) => typeof v === "string" && v)
    .join(" ") || undefined;

/**
 * The dry-run's write step: what upsertSyncedRows would do with one page, read instead of
 * written. A row whose uuid is not stored would be created, one whose content hash differs
 * updated, the rest unchanged; the created and updated ones come back as changes.
 */
export async function previewSyncedRows(
  db: Db,
  organizationId: string,
  object: SyncObject,
  rows: SyncedRow[],
): Promise<UpsertCounts & { changes: SyncChange[] }> {
  const unique = [...new Map(rows.map((r) => [r.uuid, r])).values()];
  if (unique.length === 0) return { created: 0, updated: 0, unchanged: 0, changes: [] };
  // The table name comes from SYNCED_TABLES (a constant), never from input.
  const stored = await sql<{ uuid: string; content_hash: string }>`
    select uuid, content_hash from ${sql.raw(SYNCED_TABLES[object])}
    where organization_id = ${organizationId} and uuid = any(${unique.map((r) => r.uuid)})`.execute(db);
  const hashes = new Map(stored.rows.map((r) => [r.uuid, r.content_hash]));
  const changes: SyncChange[] = [];
  let unchanged = 0;
  for (const row of unique) {
    const hash = hashes.get(row.uuid);
    if (hash === row.content_hash) unchanged += 1;
    else changes.push({ action: hash === undefined ? "create" : "update", record: row.uuid, label: labelOf(row) });
  }
  const created = changes.filter((c) => c.action === "create").length;
  return { created, updated: changes.length - created, unchanged, changes };
}
