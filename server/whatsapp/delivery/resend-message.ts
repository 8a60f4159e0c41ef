import type { Db } from "../../db/connect.ts";
import { enqueueJob } from "../../jobs/enqueue-job.ts";
import { wakeWorkerIn } from "../../jobs/wake-worker.ts";
import { applyEarlyStatuses } from "../inbound/apply-early-statuses.ts";
import { optedOutPhones } from "../opted-out-phones.ts";
import type { DeliveryDeps } from "./deliver-message.ts";
import { paceInJob, SendLater } from "./pace-in-job.ts";
import { refreshFromParts } from "./refresh-from-parts.ts";
import { THROTTLED, tooLateForFreeForm, WINDOW_CLOSED } from "./resend-plan.ts";
import { scheduleResends } from "./schedule-resends.ts";
import { PermanentSendError } from "./send-whatsapp.ts";
import { splitBody } from "./split-body.ts";
import { isFailure } from "./status-rank.ts";
import { twilioSender } from "./twilio-sender.ts";

/**
 * The resend_whatsapp_message job (scheduleResends queued it): sends a message WhatsApp
 * throttled (63018) again, or of a long reply only its throttled parts, under a new sid that
 * replaces the failed one, so callbacks move the message from there. Nothing is sent when the
 * message got through after all (a delivered report beats a failure), failed for another
 * reason, when its 24-hour window closed meanwhile (then it shows 63016's explanation), or
 * for a template, when the employee sent STOP meanwhile. A
 * retried run first looks on Twilio for what an earlier run may have sent, as deliverMessage does.
 * When the number is busy (the moment to send is more than MAX_JOB_WAIT_MS away) the job is
 * put off to that moment (`reserved` then) rather than hold a worker slot, as replies are.
 */
export async function resendMessage(
  deps: DeliveryDeps,
  messageId: string,
  mayHaveSent: boolean,
  reserved: Date | null = null,
): Promise<void> {
  const { db } = deps;
  const m = await db
    .selectFrom("whatsapp_messages as m")
    .innerJoin("conversations as c", "c.id", "m.conversation_id")
    .select([
      "m.id",
      "m.conversation_id",
      "m.organization_id",
      "m.message_body",
      "m.template_sid",
      "m.content_variables",
      "m.status",
    ])
    .select(["m.error_code", "m.message_sid", "m.resend_at", "c.customer_phone", "c.last_inbound_at"])
    .where("m.id", "=", messageId)
    .where("m.direction", "=", "outbound")
    .executeTakeFirst();
  if (!m?.resend_at) return;
  if (!isFailure(m.status) || m.error_code !== THROTTLED) return settle(db, m.id, {});
  const lastInbound = m.last_inbound_at ? new Date(m.last_inbound_at).getTime() : null;
  if (tooLateForFreeForm({ ...m, last_inbound_at: lastInbound }, Date.now()))
    return settle(db, m.id, { error_code: WINDOW_CLOSED });
  // A template (a welcome, staff's) is something the organisation starts: after STOP it stays unsent.
  if (m.template_sid && (await optedOutPhones(db, m.organization_id, [m.customer_phone])).size)
    return settle(db, m.id, {});
  const sender = await twilioSender(
    deps,
    m,
    m.customer_phone,
    new Date(m.resend_at),
    mayHaveSent,
    paceInJob(db, m.organization_id, reserved),
  );
  if (!sender) return settle(db, m.id, { error_code: "no_credentials" });
  const { outgoing, send } = sender;
  const parts = await db
    .selectFrom("system.whatsapp_message_parts")
    .select(["part", "message_sid", "status", "error_code"])
    .where("message_id", "=", m.id)
    .orderBy("part")
    .execute();
  try {
    if (parts.length === 0) {
      const sent = await send(outgoing);
      await settle(db, m.id, { message_sid: sent.sid, status: sent.status, error_code: null });
      return applyEarlyStatuses(db, [sent.sid]);
    }
    const bodies = splitBody(m.message_body);
    const sids: string[] = [];
    for (const part of parts) {
      const body = bodies[part.part - 1];
      if (!isFailure(part.status) || part.error_code !== THROTTLED || body === undefined) continue;
      const sent = await send({ ...outgoing, body });
      // The new sid replaces the failed one at once: a run after a crash sends this part no more.
      await db
        .updateTable("system.whatsapp_message_parts")
        .set({ message_sid: sent.sid, status: sent.status, error_code: null })
        .where("message_sid", "=", part.message_sid)
        .execute();
      // The reply's own sid is its last part's: it follows, so that part's late callbacks for
      // the old sid find nothing rather than the reply.
      if (part.message_sid === m.message_sid)
        await settle(db, m.id, { message_sid: sent.sid, error_code: null, resend_at: m.resend_at });
      sids.push(sent.sid);
    }
    // On its way again; then the worst of its parts, which may already carry a new failure.
    await settle(db, m.id, { status: "queued", error_code: null });
    await refreshFromParts(db, [m.id]);
    // A part throttled again while this run was still going: its callback found a resend waiting.
    await scheduleResends(db, [m.id]);
    await applyEarlyStatuses(db, sids);
  } catch (err) {
    if (err instanceof SendLater) {
      const payload = {
        messageId: m.id,
        conversationId: m.conversation_id,
        slotAt: err.at.toISOString(),
        mayHaveSent: mayHaveSent || err.afterFailedAttempt,
      };
      await enqueueJob(db, "resend_whatsapp_message", payload, { runAt: err.at });
      return wakeWorkerIn(err.waitMs);
    }
    if (!(err instanceof PermanentSendError)) throw err; // the job retries later
    await settle(db, m.id, { status: "failed", error_code: err.code });
  }
}

type Settled = { message_sid?: string; status?: string; error_code?: string | null; resend_at?: Date | null };

/** Ends the wait (unless told otherwise), with what became of the message. */
export async function settle(db: Db, id: string, set: Settled): Promise<void> {
  await db
    .updateTable("whatsapp_messages")
    .set({ resend_at: null, ...set, updated_at: new Date() })
    .where("id", "=", id)
    .execute();
}
