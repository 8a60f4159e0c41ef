import type { Db } from "../db/connect.ts";

export type LinkableEmployee = {
  organization_id: string;
  phone_number: string | null;
  external_source: string | null;
  external_id: string | null;
};

/**
 * The staffing-platform (Fleks) employee this employee is a copy of: the platform id the
 * import stored, else the one synced row of the organisation with the same phone number (as
 * the assistant links them; a number two rows share identifies nobody). Rows a reconcile
 * marked deleted still count: they are still stored. Null when none.
 */
export async function findPlatformUuid(db: Db, employee: LinkableEmployee): Promise<string | null> {
  if (employee.external_source === "fleks" && employee.external_id) return employee.external_id;
  if (!employee.phone_number) return null;
  const byPhone = await db
    .selectFrom("fleks_employees")
    .select("uuid")
    .where("organization_id", "=", employee.organization_id)
    .where("phone", "=", employee.phone_number)
    .limit(2)
    .execute();
  return byPhone.length === 1 ? byPhone[0].uuid : null;
}
