import type { Db } from "../db/connect.ts";
import { linkedFleksUuid } from "./linked-fleks-uuid.ts";

export type LinkableEmployee = {
  organization_id: string;
  phone_number: string | null;
  external_source: string | null;
  external_id: string | null;
};

/**
 * The Fleks employee an employee of the organisation is, for the assistant's answers about
 * their own shifts: the platform id the import stored, else the one synced, not deleted Fleks
 * employee of the same organisation with the same phone number (only when exactly one has it:
 * a shared number identifies nobody). Null when none. Privacy requests never guess by phone:
 * they use linkedFleksUuid.
 */
export async function platformUuidOf(db: Db, employee: LinkableEmployee): Promise<string | null> {
  const linked = linkedFleksUuid(employee);
  if (linked) return linked;
  if (!employee.phone_number) return null;
  const byPhone = await db
    .selectFrom("fleks_employees")
    .select("uuid")
    .where("organization_id", "=", employee.organization_id)
    .where("phone", "=", employee.phone_number)
    .where("deleted_at", "is", null)
    .limit(2)
    .execute();
  return byPhone.length === 1 ? byPhone[0].uuid : null;
}
