import type { Db } from "../../db/connect.ts";
import { enqueueJob } from "../../jobs/enqueue-job.ts";
import { resendPlan, WINDOW_CLOSED } from "./resend-plan.ts";
import { isFailure } from "./status-rank.ts";

/**
 * After status callbacks moved these messages: each one WhatsApp throttled (63018) gets its
 * resend job, at the time resendPlan gives, and `resend_at` so the inbox says when. Only a
 * message with no resend waiting is taken, under its row's lock, so a callback repeated (or
 * a part's and its reply's together) queues one resend. A free-form body the window will
 * have closed for by then is left failed with 63016's explanation instead.
 */
export async function scheduleResends(db: Db, messageIds: string[]): Promise<void> {
  if (messageIds.length === 0) return;
  await db.transaction().execute(async (tx) => {
    const rows = await tx
      .selectFrom("whatsapp_messages as m")
      .innerJoin("conversations as c", "c.id", "m.conversation_id")
      .select(["m.id", "m.conversation_id", "m.status", "m.error_code", "m.resends", "m.template_sid"])
      .select("c.last_inbound_at")
      .where("m.id", "in", [...new Set(messageIds)])
      .where("m.direction", "=", "outbound")
      .where("m.status", "in", ["failed", "undelivered"])
      .where("m.resend_at", "is", null)
      .where("c.is_test", "=", false)
      .orderBy("m.id")
      .forUpdate("m")
      .execute();
    if (rows.length === 0) return;
    const parts = await tx
      .selectFrom("system.whatsapp_message_parts")
      .select(["message_id", "status", "error_code"])
      .where(
        "message_id",
        "in",
        rows.map((r) => r.id),
      )
      .execute();
    const now = Date.now();
    for (const row of rows) {
      const failedParts = parts.filter((p) => p.message_id === row.id && isFailure(p.status));
      const plan = resendPlan(
        { ...row, last_inbound_at: row.last_inbound_at ? new Date(row.last_inbound_at).getTime() : null, failedParts },
        now,
      );
      if (plan.kind === "resend") {
        await tx
          .updateTable("whatsapp_messages")
          .set((eb) => ({ resend_at: plan.at, resends: eb("resends", "+", 1), updated_at: new Date() }))
          .where("id", "=", row.id)
          .execute();
        await enqueueJob(
          tx,
          "resend_whatsapp_message",
          { messageId: row.id, conversationId: row.conversation_id },
          { runAt: plan.at },
        );
      } else if (plan.kind === "window_closed") {
        await tx
          .updateTable("whatsapp_messages")
          .set({ error_code: WINDOW_CLOSED, updated_at: new Date() })
          .where("id", "=", row.id)
          .execute();
        // The parts too: the reply shows its parts' code (refreshFromParts) on the next callback.
        await tx
          .updateTable("system.whatsapp_message_parts")
          .set({ error_code: WINDOW_CLOSED })
          .where("message_id", "=", row.id)
          .where("status", "in", ["failed", "undelivered"])
          .execute();
      }
    }
  });
}
