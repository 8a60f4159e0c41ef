import type { Db } from "../db/connect.ts";

/**
 * Whether the user's membership of the organisation has 'Mag ziekmeldingen zien' on
 * (migrations/0079). A platform role alone is no membership and sees no health data.
 */
export async function maySeeHealth(db: Db, userId: string, organizationId: string): Promise<boolean> {
  const member = await db
    .selectFrom("organization_members")
    .select("may_see_health")
    .where("organization_id", "=", organizationId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return member?.may_see_health === true;
}
