import type { DeliveryDeps } from "./deliver-message.ts";
import { deliverMessage } from "./deliver-message.ts";

/** The send_staff_message job, enqueued by a trigger when staff store a reply or template. */
export async function sendStaffMessage(deps: DeliveryDeps, messageId: string, attempt: number): Promise<void> {
  const row = await deps.db
    .selectFrom("whatsapp_messages as m")
    .innerJoin("conversations as c", "c.id", "m.conversation_id")
    .selectAll("m")
    .select(["c.customer_phone", "c.is_test"])
    .where("m.id", "=", messageId)
    .where("m.direction", "=", "outbound")
    .where("m.is_from_bot", "=", false)
    .executeTakeFirst();
  if (row) await deliverMessage(deps, row, row, attempt > 1);
}
