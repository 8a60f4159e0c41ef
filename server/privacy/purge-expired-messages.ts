import type { Db } from "../db/connect.ts";
import { type PurgeResult, purgeOrganizationMessages } from "./purge-organization-messages.ts";

/** The daily clean-up: every organisation (or the one named) by its own retention window. */
export async function purgeExpiredMessages(
  db: Db,
  now: Date,
  organizationId?: string,
): Promise<Map<string, PurgeResult>> {
  let query = db.selectFrom("organizations").select(["id", "log_retention_days"]).orderBy("id");
  if (organizationId) query = query.where("id", "=", organizationId);
  const results = new Map<string, PurgeResult>();
  // One organisation at a time: the clean-up is background work and must not crowd the inbox.
  for (const organization of await query.execute()) {
    results.set(organization.id, await purgeOrganizationMessages(db, organization, now));
  }
  return results;
}
