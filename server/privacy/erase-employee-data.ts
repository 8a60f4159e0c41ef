import { typedMatches } from "../../common/privacy/typed-confirmation.ts";
import { recordActivity } from "../activity/record-activity.ts";
import type { Db } from "../db/connect.ts";
import { linkedFleksUuid } from "../fleks/linked-fleks-uuid.ts";
import { employeeConversations } from "./employee-conversations.ts";
import { eraseConversations } from "./erase-conversations.ts";
import { erasePlatformEmployee } from "./erase-platform-employee.ts";

export type Erasure = { conversations: number; messages: number; staffing_platform: boolean };

/**
 * Erases one employee (the right to be forgotten), in one transaction: their conversations
 * and every message in them, the staff notifications that point at those conversations,
 * messages from their number still waiting to be ingested, their employee row (their welcome
 * record goes with it), and the staffing platform's synced copy of them (see
 * erasePlatformEmployee: kept from coming back, as the platform itself is not ours to erase). The
 * activity log records who did it and how much went, and nothing that identifies them.
 * Nothing happens unless `confirmation` is the employee's name as shown ("mismatch"), or
 * when the organisation has no such employee (null).
 */
export async function eraseEmployeeData(
  db: Db,
  organizationId: string,
  employeeId: string,
  actorUserId: string,
  confirmation: string,
): Promise<Erasure | "mismatch" | null> {
  return db.transaction().execute(async (trx) => {
    const employee = await trx
      .selectFrom("employees")
      .select(["id", "organization_id", "first_name", "last_name", "phone_number", "external_source", "external_id"])
      .where("organization_id", "=", organizationId)
      .where("id", "=", employeeId)
      .forUpdate()
      .executeTakeFirst();
    if (!employee) return null;
    if (!typedMatches(confirmation, `${employee.first_name} ${employee.last_name}`)) return "mismatch";
    const ids = (await employeeConversations(trx, organizationId, employee)).map((c) => c.id);
    const messages = await eraseConversations(trx, organizationId, ids, employee.phone_number);
    // Looked up before the employee row goes: the link is on that row. Only the import's own
    // link: a Fleks row with the same phone may be someone else, whom this must not erase.
    const platformUuid = linkedFleksUuid(employee);
    if (platformUuid) await erasePlatformEmployee(trx, organizationId, platformUuid);
    await trx.deleteFrom("employees").where("id", "=", employee.id).execute();
    const erasure = { conversations: ids.length, messages, staffing_platform: platformUuid !== null };
    await recordActivity(trx, {
      organizationId,
      actorUserId,
      kind: "employee_erased",
      target: employee.id,
      details: erasure,
    });
    return erasure;
  });
}
