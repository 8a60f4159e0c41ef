import type { Db } from "../db/connect.ts";

export type LinkableEmployee = {
  organization_id: string;
  phone_number: string | null;
  external_source: string | null;
  external_id: string | null;
};

/**
 * The Fleks employee an employee of the organisation is: the platform id the import stored,
 * else the one synced Fleks employee of the same organisation with the same phone number
 * (only when exactly one has it: a shared number identifies nobody). `includeDeleted` counts
 * rows a reconcile marked deleted too (they are still stored: what privacy requests are
 * about); the assistant leaves them out. Null when none.
 */
export async function platformUuidOf(
  db: Db,
  employee: LinkableEmployee,
  opts: { includeDeleted?: boolean } = {},
): Promise<string | null> {
  if (employee.external_source === "fleks" && employee.external_id) return employee.external_id;
  if (!employee.phone_number) return null;
  const byPhone = await db
    .selectFrom("fleks_employees")
    .select("uuid")
    .where("organization_id", "=", employee.organization_id)
    .where("phone", "=", employee.phone_number)
    .$if(!opts.includeDeleted, (q) => q.where("deleted_at", "is", null))
    .limit(2)
    .execute();
  return byPhone.length === 1 ? byPhone[0].uuid : null;
}
