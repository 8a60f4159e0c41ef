import { sql } from "kysely";
import type { Db } from "../db/connect.ts";
import { platformUuidOf } from "../fleks/platform-uuid-of.ts";
import { employeeConversations } from "./employee-conversations.ts";
import { exportPlatformData } from "./export-platform-data.ts";

/**
 * Everything stored about one employee of one organisation (the right of access): their
 * row, their conversations with the verification state the assistant keeps (lockouts
 * included), the choices it awaits an answer to, the WhatsApp name they gave and the staff
 * notifications about them, every message oldest first, their
 * welcome message's record, and the copy of them the staffing-platform sync keeps with
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
  const messages = conversations.length
    ? await db
        .selectFrom("whatsapp_messages")
        .select([
          "id",
          "conversation_id",
          "direction",
          "message_body",
          "attachments",
          "is_from_bot",
          "status",
          "handover",
          "confidence",
          "created_at",
        ])
        .where(
          "conversation_id",
          "in",
          conversations.map((c) => c.id),
        )
        .orderBy("created_at")
        .execute()
    : [];
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
  // Staff notifications about their conversations name them ("Els de Vries heeft een vraag …").
  const notifications = conversations.length
    ? await db
        .selectFrom("notifications")
        .select(["title", "message", "created_at", sql<string>`data->>'conversation_id'`.as("conversation_id")])
        .where("organization_id", "=", organizationId)
        .where(
          sql<string>`data->>'conversation_id'`,
          "in",
          conversations.map((c) => c.id),
        )
        .orderBy("created_at")
        .execute()
    : [];
  const platformUuid = await platformUuidOf(db, employee, { includeDeleted: true });
  const platform = platformUuid
    ? { provider: "fleks", uuid: platformUuid, ...(await exportPlatformData(db, organizationId, platformUuid)) }
    : null;
  return {
    exported_at: new Date().toISOString(),
    organization_id: organizationId,
    employee,
    conversations: conversations.map((c) => ({
      id: c.id,
      phone: c.customer_phone,
      // The name they gave themselves on WhatsApp.
      whatsapp_name: c.profile_name,
      status: c.status,
      created_at: c.created_at,
      last_message_at: c.last_message_at,
      verification: {
        verified_until: c.verified_until,
        failed_attempts: c.verification_attempts,
        pending_question: c.pending_question,
        locked_until: c.verification_locked_until,
        lockouts: c.verification_lockouts,
      },
      open_choices: c.offered_choices,
      messages: messages.filter((m) => m.conversation_id === c.id).map(({ conversation_id: _, ...m }) => m),
      // The same notice went to every owner and admin: each text once, without who received it.
      staff_notifications: [
        ...new Map(
          notifications
            .filter((n) => n.conversation_id === c.id)
            .map(({ conversation_id: _, ...n }) => [`${n.title}\n${n.message}`, n]),
        ).values(),
      ],
    })),
    welcome: welcome ?? null,
    staffing_platform: platform,
  };
}
