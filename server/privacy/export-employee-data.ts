import { nl } from "../../common/i18n/nl.ts";
import type { Db } from "../db/connect.ts";
import { linkedFleksUuid } from "../fleks/linked-fleks-uuid.ts";
import { archiveConversations } from "./archive-conversations.ts";
import { employeeConversations } from "./employee-conversations.ts";
import { exportPlatformData } from "./export-platform-data.ts";

/**
 * Everything stored about one employee of one organisation (the right of access): their
 * row, their conversations (see archiveConversations), their welcome message's record, and the copy of them the staffing-platform sync keeps with
 * their shifts. Staff ids (who requested the welcome) stay out: they are colleagues' data.
 * Null when the organisation has no such employee.
 */
export async function exportEmployeeData(db: Db, organizationId: string, employeeId: string) {
  const employee = await db
    .selectFrom("employees")
    .selectAll()
    .where("organization_id", "=", organizationId)
    .where("id", "=", employeeId)
    .executeTakeFirst();
  if (!employee) return null;
  const conversations = await employeeConversations(db, organizationId, employee);
  const welcome = await db
    .selectFrom("employee_welcomes")
    .select([
      "status",
      "template_sid",
      "message_sid",
      "message_id",
      "error_code",
      "error_message",
      "claimed_at",
      "sent_at",
      "created_at",
      "updated_at",
    ])
    .where("organization_id", "=", organizationId)
    .where("employee_id", "=", employee.id)
    .executeTakeFirst();
  // Only the import's own link: a Fleks row with the same phone may be another person's.
  const platformUuid = linkedFleksUuid(employee);
  const platform = platformUuid
    ? { provider: "fleks", uuid: platformUuid, ...(await exportPlatformData(db, organizationId, platformUuid)) }
    : (await usesFleks(db, organizationId))
      ? { provider: "fleks", linked: false, note: nl.privacy.noFleksLink }
      : null;
  return {
    exported_at: new Date().toISOString(),
    organization_id: organizationId,
    employee,
    conversations: await archiveConversations(db, organizationId, conversations),
    welcome: welcome ?? null,
    staffing_platform: platform,
  };
}

/** Whether the organisation keeps a copy of Fleks employees: then the export says why it holds none. */
async function usesFleks(db: Db, organizationId: string): Promise<boolean> {
  const row = await db
    .selectFrom("fleks_employees")
    .select("uuid")
    .where("organization_id", "=", organizationId)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}
