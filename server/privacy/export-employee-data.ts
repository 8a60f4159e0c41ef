import type { Db } from "../db/connect.ts";
import { platformUuidOf } from "../fleks/platform-uuid-of.ts";
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
  const platformUuid = await platformUuidOf(db, employee, { includeDeleted: true });
  const platform = platformUuid
    ? { provider: "fleks", uuid: platformUuid, ...(await exportPlatformData(db, organizationId, platformUuid)) }
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
