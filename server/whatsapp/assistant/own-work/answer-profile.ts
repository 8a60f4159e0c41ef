import { nl } from "../../../../common/i18n/nl.ts";
import type { Db } from "../../../db/connect.ts";
import { findFleksUuid } from "./find-fleks-uuid.ts";
import { lastSyncedAt } from "./last-synced-at.ts";
import type { ProfileField } from "./recognise-own-work.ts";
import { sourceLine } from "./source-line.ts";

const t = nl.ownWork;

/**
 * "Welk e-mailadres hebben jullie van mij?": the asked details from the employee's own row
 * in the organisation, a missing e-mail or phone taken from the linked Fleks employee (and
 * then Fleks named as the source). Only e-mail, phone and employee number: nothing else of
 * the record is ever read here.
 */
export async function answerProfile(
  db: Db,
  org: { id: string; name: string },
  employeeId: string,
  fields: ProfileField[],
): Promise<{ body: string; handover: boolean }> {
  const own = await db
    .selectFrom("employees")
    .select(["email", "phone_number", "employee_number"])
    .where("id", "=", employeeId)
    .where("organization_id", "=", org.id)
    .where("is_active", "=", true)
    .executeTakeFirst();
  if (!own) return { body: t.unknownEmployee, handover: true };
  const values: Record<ProfileField, string | null> = {
    email: own.email,
    phone: own.phone_number,
    employee_number: own.employee_number,
  };
  let fromFleks = false;
  if (fields.some((f) => f !== "employee_number" && !values[f])) {
    const uuid = await findFleksUuid(db, org.id, employeeId);
    const fleks = uuid
      ? await db
          .selectFrom("fleks_employees")
          .select(["email", "phone"])
          .where("organization_id", "=", org.id)
          .where("uuid", "=", uuid)
          .where("deleted_at", "is", null)
          .executeTakeFirst()
      : undefined;
    for (const [field, value] of [
      ["email", fleks?.email],
      ["phone", fleks?.phone],
    ] as const) {
      if (fields.includes(field) && !values[field] && value) {
        values[field] = value;
        fromFleks = true;
      }
    }
  }
  const lines = fields.map((f) => `• ${t.profileField[f]}: ${values[f] ?? t.profileMissing}`);
  const source = fromFleks ? sourceLine(await lastSyncedAt(db, org.id, "fleks_employees")) : t.profileSource(org.name);
  return { body: `${t.profileIntro}\n${lines.join("\n")}\n\n${t.profileWrong}\n\n${source}`, handover: false };
}
