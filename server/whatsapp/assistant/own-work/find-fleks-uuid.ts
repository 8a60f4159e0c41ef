import type { Db } from "../../../db/connect.ts";
import { platformUuidOf } from "../../../fleks/platform-uuid-of.ts";

/** The Fleks employee an active employee of the organisation is (see platformUuidOf), or null. */
export async function findFleksUuid(db: Db, organizationId: string, employeeId: string): Promise<string | null> {
  const employee = await db
    .selectFrom("employees")
    .select(["organization_id", "external_source", "external_id", "phone_number"])
    .where("id", "=", employeeId)
    .where("organization_id", "=", organizationId)
    .where("is_active", "=", true)
    .executeTakeFirst();
  return employee ? platformUuidOf(db, employee) : null;
}
