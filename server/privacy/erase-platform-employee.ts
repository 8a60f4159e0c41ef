import { sql } from "kysely";
import type { Db } from "../db/connect.ts";

/**
 * Erases the organisation's copy of one staffing-platform employee, inside the caller's
 * transaction: their synced row goes, their shifts lose their assignee, the action runs'
 * change lists lose their lines about them, and their platform id is kept so no later sync, webhook or import stores or links them again (the sync's
 * upsert, the one place synced rows are written, leaves them out: upsert-synced-rows.ts).
 */
export async function erasePlatformEmployee(trx: Db, organizationId: string, uuid: string): Promise<void> {
  // Deleting our copy alone would be undone by the next sync; the kept id is what makes it last.
  await trx
    .insertInto("system.erased_fleks_employees")
    .values({ organization_id: organizationId, uuid })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await trx
    .updateTable("fleks_shifts")
    .set({ assignee_uuid: null })
    .where("organization_id", "=", organizationId)
    .where("assignee_uuid", "=", uuid)
    .execute();
  await trx
    .deleteFrom("fleks_employees")
    .where("organization_id", "=", organizationId)
    .where("uuid", "=", uuid)
    .execute();
  // Runs list what they changed by name ("Aanmaken: Levi Bakker"): their lines about this person go.
  await sql`update integration_sync_runs
    set changes = (select coalesce(jsonb_agg(c), '[]'::jsonb) from jsonb_array_elements(changes) c
                   where c->>'record' is distinct from ${uuid})
    where organization_id = ${organizationId}
      and changes @> jsonb_build_array(jsonb_build_object('record', ${uuid}::text))`.execute(trx);
}
