import { sql } from "kysely";
import type { Db } from "../db/connect.ts";

/**
 * Inside the caller's transaction: deletes the given conversations of an organisation with
 * their messages and the staff notifications about them, and the messages from `phone`
 * still waiting to be ingested. Returns how many messages went. The one erasure both rights
 * use: an employee's, and a number's that no employee record holds.
 */
export async function eraseConversations(
  trx: Db,
  organizationId: string,
  ids: readonly string[],
  phone: string | null,
): Promise<number> {
  let messages = 0;
  if (ids.length) {
    const counted = await trx
      .selectFrom("whatsapp_messages")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("conversation_id", "in", ids)
      .executeTakeFirstOrThrow();
    messages = Number(counted.n);
    await trx.deleteFrom("notifications").where(sql<string>`data->>'conversation_id'`, "in", ids).execute();
    // Messages go with their conversation (on delete cascade), and so do their outbox rows.
    await trx.deleteFrom("conversations").where("id", "in", ids).execute();
  }
  if (phone) {
    await trx
      .deleteFrom("system.inbound_landing")
      .where("organization_id", "=", organizationId)
      // Twilio's From as it arrived: "whatsapp:+316…".
      .where("sender", "in", [phone, `whatsapp:${phone}`])
      .execute();
  }
  return messages;
}
