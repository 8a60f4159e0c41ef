import type { Db } from "../../../db/connect.ts";

/** When the organisation's copy of a synced Fleks table was last brought up to date, or null if never. */
export async function lastSyncedAt(db: Db, organizationId: string, table: string): Promise<Date | null> {
  const row = await db
    .selectFrom("synced_table_stats")
    .select("last_synced_at")
    .where("organization_id", "=", organizationId)
    .where("table_name", "=", table)
    .executeTakeFirst();
  return row?.last_synced_at ? new Date(row.last_synced_at) : null;
}
