import { nl } from "../../../../common/i18n/nl.ts";
import type { Db } from "../../../db/connect.ts";

/**
 * What staff read beside a hand-over for a number no active employee of the organisation
 * has, so they know what to fix: an employee here set inactive; Fleks employees with that
 * number (synced, not marked deleted), as one to import, several sharing it (the import skips
 * them all), one inactive in Fleks, or one the last import skipped for a reason; else that
 * it is unknown everywhere. Only for staff: the employee is never told who the number is.
 */
export async function unlinkedNumberNote(db: Db, organizationId: string, phone: string | null): Promise<string> {
  const t = nl.explanation;
  if (!phone) return t.ownWorkUnknownNumber;
  const inactive = await db
    .selectFrom("employees")
    .select(["first_name", "last_name"])
    .where("organization_id", "=", organizationId)
    .where("phone_number", "=", phone)
    .where("is_active", "=", false)
    .executeTakeFirst();
  if (inactive) return t.ownWorkInactiveEmployee(nameOf(inactive));
  const inFleks = await db
    .selectFrom("fleks_employees")
    .select(["first_name", "last_name", "status", "import_note"])
    .where("organization_id", "=", organizationId)
    .where("phone", "=", phone)
    .where("deleted_at", "is", null)
    .orderBy("first_name")
    .orderBy("last_name")
    .limit(3)
    .execute();
  const active = inFleks.filter((e) => !e.status || e.status === "active");
  if (active.length > 1) return t.ownWorkSharedInFleks(active.map(nameOf).join(" / "));
  const [one] = active;
  if (one)
    return one.import_note ? t.ownWorkSkippedByImport(nameOf(one), one.import_note) : t.ownWorkInFleksOnly(nameOf(one));
  return inFleks[0] ? t.ownWorkInactiveInFleks(nameOf(inFleks[0])) : t.ownWorkUnknownNumber;
}

const nameOf = (e: { first_name: string | null; last_name: string | null }) =>
  `${e.first_name ?? ""} ${e.last_name ?? ""}`.trim() || "?";
