import type { SyncObject } from "../../../common/integrations/sync-kinds.ts";
import type { Db } from "../../db/connect.ts";

/** An object's settings with its integration's connection, or undefined without an active Fleks integration. */
export async function loadSyncTarget(db: Db, integrationId: string | null, object: SyncObject) {
  if (!integrationId) return undefined;
  const target = await db
    .selectFrom("integration_sync_objects as o")
    .innerJoin("external_integrations as i", "i.id", "o.integration_id")
    .select([
      "o.mappings",
      "o.direction",
      "i.api_endpoint",
      "i.api_key_encrypted",
      "i.additional_config",
      "i.is_active",
    ])
    .where("o.integration_id", "=", integrationId)
    .where("o.object", "=", object)
    .executeTakeFirst();
  return target?.is_active ? target : undefined;
}
