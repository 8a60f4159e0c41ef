import { sql } from "kysely";
import type { Db } from "../../db/connect.ts";
import { enqueueJob } from "../../jobs/enqueue-job.ts";
import { wakeWorkerIn } from "../../jobs/wake-worker.ts";
import type { SendLater } from "./pace-in-job.ts";

/**
 * Puts a message in its conversation's line of messages waiting outside the worker
 * (system.send_later), behind any already there: with the moment it took (`later`), a job
 * is scheduled for that moment (sendDeferred) and this worker woken then; without (it only
 * waits behind an earlier one), the job of the one in front sends it after that one. The row
 * and the job are one write, so a message never waits without a job to send it. A message
 * already in line keeps its place (and, asked again without a new moment, the one it has).
 */
export async function deferSend(
  db: Db,
  message: { id: string; conversation_id: string },
  later: SendLater | null,
  mayHaveSent: boolean,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("system.send_later")
      .values({
        message_id: message.id,
        conversation_id: message.conversation_id,
        slot_at: later?.at ?? null,
        may_have_sent: mayHaveSent,
      })
      .onConflict((oc) =>
        oc.column("message_id").doUpdateSet({
          // A job retried after it put the message in line keeps the moment taken then.
          slot_at: later ? later.at : sql<Date | null>`system.send_later.slot_at`,
          may_have_sent: sql<boolean>`system.send_later.may_have_sent or excluded.may_have_sent`,
        }),
      )
      .execute();
    if (later)
      await enqueueJob(trx, "send_deferred_whatsapp", { conversationId: message.conversation_id }, { runAt: later.at });
  });
  if (later) wakeWorkerIn(later.waitMs);
}
