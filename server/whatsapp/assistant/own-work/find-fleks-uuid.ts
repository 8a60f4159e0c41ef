import type { Db } from "../../../db/connect.ts";

/**
 * The Fleks employee an employee of the organisation is: the platform id the import stored,
 * else the one Fleks employee of the same organisation with the same phone number (only when
 * exactly one has it: a shared number identifies nobody). Null when none.
 */
export async function findFleksUuid(db: Db, organizationId: string, employeeId: string): Promise<string | null> {
  const employee = await db
    .selectFrom("employees")
    .select(["external_source", "external_id", "phone_number"])
    .where("id", "=", employeeId)
    .where("organization_id", "=", organizationId)
    .where("is_active", "=", true)
    .executeTakeFirst();
  if (!employee) return null;
  if (employee.external_source === "fleks" && employee.external_id) return employee.external_id;
  if (!employee.phone_number) return null;
  const byPhone = await db
    .selectFrom("fleks_employees")
    .select("uuid")
    .where("organization_id", "=", organizationId)
    .where("phone", "=", employee.phone_number)
    .where("deleted_at", "is", null)
    .limit(2)
    .execute();
  return byPhone.length === 1 ? byPhone[0].uuid : null;
}
