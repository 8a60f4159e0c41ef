import type { Db } from "../../db/connect.ts";
import { combinedStatus, type PartStatus } from "./combined-status.ts";

/**
 * Sets each of these multi-part replies' status to the worst of its parts (combinedStatus).
 * A reply still being sent (no message_sid yet) stays 'pending' until its last part is out:
 * its job, and the staff-send trigger, go by that.
 */
export async function refreshFromParts(db: Db, messageIds: string[]): Promise<void> {
  if (messageIds.length === 0) return;
  const rows = await db
    .selectFrom("system.whatsapp_message_parts")
    .select(["message_id", "part", "status", "error_code"])
    .where("message_id", "in", messageIds)
    .execute();
  const byMessage = new Map<string, PartStatus[]>();
  for (const row of rows) byMessage.set(row.message_id, [...(byMessage.get(row.message_id) ?? []), row]);
  for (const [id, parts] of byMessage) {
    const { status, errorCode } = combinedStatus(parts);
    await db
      .updateTable("whatsapp_messages")
      .set((eb) => ({ status, error_code: eb.fn.coalesce(eb.val(errorCode), "error_code"), updated_at: new Date() }))
      .where("id", "=", id)
      .where("message_sid", "is not", null)
      .where((eb) =>
        eb.or([
          eb("status", "is distinct from", status),
          ...(errorCode ? [eb("error_code", "is distinct from", errorCode)] : []),
        ]),
      )
      .execute();
  }
}
