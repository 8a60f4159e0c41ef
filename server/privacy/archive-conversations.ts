import { type Selectable, sql } from "kysely";
import type { Db } from "../db/connect.ts";
import type { ConversationsTable } from "../db/types-whatsapp.ts";

/**
 * The conversations of one person as the right of access hands them over: the verification
 * state the assistant keeps (lockouts included), the choices it awaits an answer to, the
 * WhatsApp name they gave, every message oldest first and the staff notifications about them.
 */
export async function archiveConversations(
  db: Db,
  organizationId: string,
  conversations: Selectable<ConversationsTable>[],
) {
  const ids = conversations.map((c) => c.id);
  const messages = ids.length
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
          // A sick or recovery report (or the reply to one): health data, a special category.
          "is_health",
          "created_at",
        ])
        .where("conversation_id", "in", ids)
        .orderBy("created_at")
        .execute()
    : [];
  // Staff notifications about their conversations name them ("Els de Vries heeft een vraag …").
  const notifications = ids.length
    ? await db
        .selectFrom("notifications")
        .select(["title", "message", "created_at", sql<string>`data->>'conversation_id'`.as("conversation_id")])
        .where("organization_id", "=", organizationId)
        .where(sql<string>`data->>'conversation_id'`, "in", ids)
        .orderBy("created_at")
        .execute()
    : [];
  return conversations.map((c) => ({
    id: c.id,
    phone: c.customer_phone,
    // The name they gave themselves on WhatsApp.
    whatsapp_name: c.profile_name,
    status: c.status,
    // When they sent STOP (nothing the organisation starts reaches them), if they did.
    opted_out_at: c.opted_out_at,
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
  }));
}
