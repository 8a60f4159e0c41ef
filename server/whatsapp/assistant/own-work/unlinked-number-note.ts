import { nl } from "../../../../common/i18n/nl.ts";
import type { Db } from "../../../db/connect.ts";

/**
 * What staff read beside a hand-over for a number no employee of the organisation has: the
 * Fleks employee(s) with that number when Fleks knows it (synced, not marked deleted), so
 * they can import them, else that it is unknown everywhere. Only for staff: the employee is
 * never told who the number belongs to.
 */
export async function unlinkedNumberNote(db: Db, organizationId: string, phone: string | null): Promise<string> {
  const t = nl.explanation;
  if (!phone) return t.ownWorkUnknownNumber;
  const inFleks = await db
    .selectFrom("fleks_employees")
    .select(["first_name", "last_name"])
    .where("organization_id", "=", organizationId)
    .where("phone", "=", phone)
    .where("deleted_at", "is", null)
    .orderBy("first_name")
    .orderBy("last_name")
    .limit(3)
    .execute();
  const names = inFleks.map((e) => `${e.first_name ?? ""} ${e.last_name ?? ""}`.trim()).filter(Boolean);
  return names.length ? t.ownWorkInFleksOnly(names.join(" / ")) : t.ownWorkUnknownNumber;
}
