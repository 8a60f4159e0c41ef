import { typedMatches } from "../../common/privacy/typed-confirmation.ts";
import { recordActivity } from "../activity/record-activity.ts";
import type { Db } from "../db/connect.ts";
import { eraseConversations } from "./erase-conversations.ts";

export type NumberErasure = { conversations: number; messages: number };

/**
 * Erases what is stored about a WhatsApp number no employee record holds (someone who never
 * was one, or whose record was deleted while the conversations stayed), in one transaction:
 * every conversation of the organisation with that number and not linked to an employee,
 * their messages, the staff notifications about them and messages from the number still
 * waiting to be ingested. `confirmation` must be the number as shown ("mismatch"); a
 * conversation linked to an employee is erased with the employee ("employee"); null when the
 * organisation has no such conversation. The activity log gets the counts, not the number.
 */
export async function eraseNumberData(
  db: Db,
  organizationId: string,
  conversationId: string,
  actorUserId: string,
  confirmation: string,
): Promise<NumberErasure | "mismatch" | "employee" | null> {
  return db.transaction().execute(async (trx) => {
    const conversation = await trx
      .selectFrom("conversations")
      .select(["id", "customer_phone", "employee_id"])
      .where("organization_id", "=", organizationId)
      .where("id", "=", conversationId)
      // The simulator's conversations are staff testing, no one's personal data.
      .where("is_test", "=", false)
      .forUpdate()
      .executeTakeFirst();
    if (!conversation) return null;
    if (conversation.employee_id) return "employee";
    if (!typedMatches(confirmation, conversation.customer_phone)) return "mismatch";
    const ids = (
      await trx
        .selectFrom("conversations")
        .select("id")
        .where("organization_id", "=", organizationId)
        .where("customer_phone", "=", conversation.customer_phone)
        .where("employee_id", "is", null)
        .where("is_test", "=", false)
        .execute()
    ).map((c) => c.id);
    const messages = await eraseConversations(trx, organizationId, ids, conversation.customer_phone);
    const erasure = { conversations: ids.length, messages };
    await recordActivity(trx, {
      organizationId,
      actorUserId,
      kind: "conversation_erased",
      target: conversation.id,
      details: erasure,
    });
    return erasure;
  });
}
