import { sql } from "kysely";
import { SYNCED_TABLES, type SyncObject } from "../../../common/integrations/sync-kinds.ts";
import { NOT_NULL_TEXT, TARGET_COLUMNS } from "../../../common/integrations/target-columns.ts";
import type { Db } from "../../db/connect.ts";
import type { SyncedRow } from "./to-synced-row.ts";

const PG_TYPE = { text: "text", timestamp: "timestamptz", date: "date", boolean: "boolean" } as const;

export type UpsertCounts = { created: number; updated: number; unchanged: number };

// Employees erased under the AVG (server/privacy/erase-platform-employee.ts) stay out of
// every page, in the same set-based statement: a Fleks employee with an erased id is not
// stored (so no import re-creates or re-links them), a shift keeps no erased assignee. This
// statement is the one place synced rows are written, so the rule holds for schedules,
// webhooks, backfills and reconcile alike, without a trigger call per row.
const ERASED: Partial<Record<SyncObject, { column: string; drop: boolean }>> = {
  employees: { column: "uuid", drop: true },
  shifts: { column: "assignee_uuid", drop: false },
};

/**
 * One page of rows into the object's table in one statement: the rows travel as one JSON
 * parameter (jsonb_to_recordset), conflict on (organization_id, uuid) updates only rows
 * whose content hash changed, and `xmax = 0` tells an insert from an update. Rows with the
 * same uuid in one page keep the last (one statement may not touch a row twice). Erased
 * employees are kept out (ERASED); nothing is stored for an organisation that is gone.
 */
export async function upsertSyncedRows(
  db: Db,
  organizationId: string,
  object: SyncObject,
  rows: SyncedRow[],
): Promise<UpsertCounts> {
  const unique = [...new Map(rows.map((r) => [r.uuid, r])).values()];
  if (unique.length === 0) return { created: 0, updated: 0, unchanged: 0 };
  const columns = Object.values(TARGET_COLUMNS[object]).filter((c) => c.column !== "uuid");
  const table = SYNCED_TABLES[object];
  const names = ["uuid", ...columns.map((c) => c.column), "extra", "source_updated_at", "content_hash"];
  const recordType = [
    "uuid text",
    ...columns.map((c) => `${c.column} ${PG_TYPE[c.kind]}`),
    "extra jsonb",
    "source_updated_at timestamptz",
    "content_hash text",
  ].join(", ");
  const erased = ERASED[object];
  const selected = names.map((n) => {
    if (NOT_NULL_TEXT.has(n)) return `coalesce(r.${n}, '')`;
    if (n === "is_archived") return "coalesce(r.is_archived, false)";
    return erased && !erased.drop && n === erased.column ? `case when e.uuid is null then r.${n} end` : `r.${n}`;
  });
  const updates = [...names.slice(1), "synced_at"].map((n) => `${n} = excluded.${n}`).join(", ");
  // Identifiers come from TARGET_COLUMNS and SYNCED_TABLES (constants), never from input.
  // The organisation row is key-share-locked once for the statement, as the foreign key did
  // per row (migration 0041): a page for an organisation being deleted waits, one for an
  // organisation that is gone stores nothing.
  const result = await sql<{ inserted: boolean }>`
    with org as (select id from organizations where id = ${organizationId} for key share)
    insert into ${sql.raw(table)} as t (organization_id, ${sql.raw(names.join(", "))}, synced_at)
    select org.id, ${sql.raw(selected.join(", "))}, now()
    from org cross join jsonb_to_recordset(${JSON.stringify(unique)}::text::jsonb) as r(${sql.raw(recordType)})
    ${erased ? sql`left join system.erased_fleks_employees e on e.organization_id = org.id and e.uuid = r.${sql.raw(erased.column)}` : sql``}
    ${erased?.drop ? sql`where e.uuid is null` : sql``}
    on conflict (organization_id, uuid) do update set ${sql.raw(updates)}
    where t.content_hash is distinct from excluded.content_hash
    returning (xmax = 0) as inserted`.execute(db);
  const created = result.rows.filter((r) => r.inserted).length;
  const updated = result.rows.length - created;
  return { created, updated, unchanged: unique.length - created - updated };
}
