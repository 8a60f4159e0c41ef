import { randomUUID } from "node:crypto";
import { memberRolesWith } from "../../../common/zero/roles.ts";
import type { Db } from "../../db/connect.ts";

/**
 * A notification for each of the organisation's owners and admins about a conversation
 * (a hand-over, a verification lockout), linking to it.
 */
export async function notifyStaff(
  db: Db,
  conversation: { organization_id: string; conversation_id: string; customer_phone: string },
  title: string,
  message: (phone: string) => string,
) {
  const { organization_id: organizationId, conversation_id: conversationId } = conversation;
  const staff = await db
    .selectFrom("organization_members")
    .select("user_id")
    .where("organization_id", "=", organizationId)
    .where("role", "in", memberRolesWith("admin"))
    .execute();
  if (!staff.length) return;
  await db
    .insertInto("notifications")
    .values(
      staff.map((s) => ({
        id: randomUUID(),
        user_id: s.user_id,
        organization_id: organizationId,
        type: "new_conversation",
        title,
        message: message(conversation.customer_phone),
        data: { conversation_id: conversationId },
      })),
    )
    .execute();
}
