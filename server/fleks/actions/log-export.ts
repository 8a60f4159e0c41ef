import { sql } from "kysely";
import { SYNCED_TABLES, type SyncObject } from "../../../common/integrations/sync-kinds.ts";
import { recordActivity } from "../../activity/record-activity.ts";
import type { Db } from "../../db/connect.ts";

/**
 * An export of synced Fleks rows in the activity log before the first byte leaves: for
 * employees that is every name, e-mail and phone the sync stored, personal data leaving
 * the product. Logged first, so a download cut short is still on record; the count is what
 * the file holds (the export has every stored row, deleted ones included).
 */
export async function logExport(
  db: Db,
  input: { organizationId: string; userId: string; object: SyncObject },
): Promise<void> {
  // The table name comes from SYNCED_TABLES (a constant), never from input.
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from ${sql.raw(SYNCED_TABLES[input.object])}
    where organization_id = ${input.organizationId}`.execute(db);
  await recordActivity(db, {
    organizationId: input.organizationId,
    actorUserId: input.userId,
    kind: "fleks_exported",
    target: input.object,
    details: { object: input.object, rows: rows[0]?.n ?? 0 },
  });
}
