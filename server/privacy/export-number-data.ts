import type { Db } from "../db/connect.ts";
import { archiveConversations } from "./archive-conversations.ts";

/**
 * Everything stored about a WhatsApp number no employee record holds (the right of access
 * for someone with no row in Medewerkers): every conversation of the organisation with that
 * number not linked to an employee, as archiveConversations hands them over. A conversation
 * linked to an employee is exported with the employee ("employee"); null when the
 * organisation has no such conversation.
 */
export async function exportNumberData(db: Db, organizationId: string, conversationId: string) {
  const conversation = await db
    .selectFrom("conversations")
    .select(["customer_phone", "employee_id"])
    .where("organization_id", "=", organizationId)
    .where("id", "=", conversationId)
    // The simulator's conversations are staff testing, no one's personal data.
    .where("is_test", "=", false)
    .executeTakeFirst();
  if (!conversation) return null;
  if (conversation.employee_id) return "employee" as const;
  const conversations = await db
    .selectFrom("conversations")
    .selectAll()
    .where("organization_id", "=", organizationId)
    .where("customer_phone", "=", conversation.customer_phone)
    .where("employee_id", "is", null)
    .where("is_test", "=", false)
    .orderBy("created_at")
    .execute();
  return {
    exported_at: new Date().toISOString(),
    organization_id: organizationId,
    phone: conversation.customer_phone,
    conversations: await archiveConversations(db, organizationId, conversations),
  };
}
