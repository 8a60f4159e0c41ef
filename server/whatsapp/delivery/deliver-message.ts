import type { SecretBox } from "../../crypto/secret-box.ts";
import type { Db } from "../../db/connect.ts";
import { applyEarlyStatuses } from "../inbound/apply-early-statuses.ts";
import { deferSend } from "./defer-send.ts";
import { paceInJob, SendLater } from "./pace-in-job.ts";
import { redactOutbound } from "./redact-outbound.ts";
import { refreshFromParts } from "./refresh-from-parts.ts";
import { scheduleResends } from "./schedule-resends.ts";
import { type Outgoing, PermanentSendError } from "./send-whatsapp.ts";
import { splitBody } from "./split-body.ts";
import { twilioSender } from "./twilio-sender.ts";

export type DeliveryDeps = { db: Db; box: SecretBox; publicUrl: string; twilioBaseUrl?: string };

// Twilio may deliver messages sent in quick succession out of order. The next part waits
// for Twilio to accept this one and then this long, rather than for its 'sent' callback:
// that would tie every long reply to our own webhook's round trip (and stall it for good
// where Twilio cannot reach us), while a second is ample for Twilio to hand a part on.
export const PART_PAUSE_MS = 1000;

type Pending = {
  id: string;
  organization_id: string;
  conversation_id: string;
  message_body: string;
  template_sid: string | null;
  /** A template's variables, filled in by the inbox (Twilio's ContentVariables). */
  content_variables?: Record<string, string> | null;
  message_sid: string | null;
  status: string;
  created_at: Date;
};

/**
 * Sends a stored outbound message (assistant reply or staff message) exactly once: a job
 * retried after a crash first looks on Twilio for the message it may already have sent.
 * A body longer than Twilio takes goes as several messages, in order, one after the other
 * (PART_PAUSE_MS); each part's sid is recorded as soon as Twilio accepts it, so a retried
 * job skips the parts that went out, and status callbacks for every part reach the reply,
 * which shows the worst of them (refreshFromParts). The stored message keeps the whole text.
 * Test conversations ("Test de assistent") never leave the dashboard.
 *
 * Runs in a job, under the conversation's lock. When the organisation's next moment to send is
 * further out than a job should wait (MAX_JOB_WAIT_MS: a busy organisation), the rest of the
 * message is rescheduled for that moment (deferSend) and this returns "later": the worker's
 * slot goes to other work, another organisation's replies among it. A message of a
 * conversation with messages already waiting so joins the line behind them, so no reply
 * overtakes an earlier one; `resumed` is that line's job sending it (sendDeferred), with the
 * moment it was given.
 */
export async function deliverMessage(
  deps: DeliveryDeps,
  stored: Pending,
  conversation: { customer_phone: string; is_test: boolean },
  mayHaveSent: boolean,
  resumed?: { reserved: Date | null },
): Promise<"done" | "later"> {
  const { db } = deps;
  if (stored.message_sid || stored.status !== "pending") return "done";
  const message = await redactOutbound(db, stored);
  if (conversation.is_test) return markSent(db, message.id, null, "delivered").then(() => "done");
  if (!resumed && (await lineWaiting(db, message.conversation_id))) {
    await deferSend(db, message, null, mayHaveSent);
    return "later";
  }
  const sender = await twilioSender(
    deps,
    message,
    conversation.customer_phone,
    new Date(message.created_at),
    mayHaveSent,
    paceInJob(db, message.organization_id, resumed?.reserved ?? null),
  );
  if (!sender) return markFailed(db, message.id, "no_credentials").then(() => "done");
  const { outgoing, send } = sender;
  const parts: Outgoing[] = outgoing.contentSid
    ? [outgoing]
    : splitBody(outgoing.body).map((body) => ({ ...outgoing, body }));
  try {
    if (parts.length === 1) {
      const sent = await send(parts[0]);
      await markSent(db, message.id, sent.sid, sent.status);
      await applyEarlyStatuses(db, [sent.sid]);
      return "done";
    }
    // Parts sent before a crash, or before the rest was rescheduled.
    const recorded = mayHaveSent || resumed ? await recordedParts(db, message.id) : new Map<number, string>();
    const sids: string[] = [];
    for (const [i, part] of parts.entries()) {
      const n = i + 1;
      const known = recorded.get(n);
      if (known) {
        sids.push(known);
        continue;
      }
      const sent = await send(part);
      await recordPart(db, message, n, sent.sid, sent.status);
      sids.push(sent.sid);
      if (!sent.found && n < parts.length) await new Promise((r) => setTimeout(r, PART_PAUSE_MS));
    }
    await markSent(db, message.id, sids.at(-1) ?? null, "queued");
    await refreshFromParts(db, [message.id]);
    // A part WhatsApp throttled while later ones were still going failed no reply yet.
    await scheduleResends(db, [message.id]);
    await applyEarlyStatuses(db, sids);
    return "done";
  } catch (err) {
    if (err instanceof SendLater) {
      await deferSend(db, message, err, mayHaveSent || err.afterFailedAttempt);
      return "later";
    }
    if (!(err instanceof PermanentSendError)) throw err; // the job retries later
    await markFailed(db, message.id, err.code);
    return "done";
  }
}

/** Whether messages of the conversation wait for their moment (deferSend), or this one already does. */
async function lineWaiting(db: Db, conversationId: string): Promise<boolean> {
  const row = await db
    .selectFrom("system.send_later")
    .select("message_id")
    .where("conversation_id", "=", conversationId)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

async function recordedParts(db: Db, messageId: string): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom("system.whatsapp_message_parts")
    .select(["part", "message_sid"])
    .where("message_id", "=", messageId)
    .execute();
  return new Map(rows.map((r) => [r.part, r.message_sid]));
}

async function recordPart(db: Db, message: Pending, part: number, sid: string, status: string) {
  await db
    .insertInto("system.whatsapp_message_parts")
    .values({ message_sid: sid, message_id: message.id, organization_id: message.organization_id, part, status })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

async function markSent(db: Db, id: string, sid: string | null, status: string) {
  await db
    .updateTable("whatsapp_messages")
    .set({ message_sid: sid, status, updated_at: new Date() })
    .where("id", "=", id)
    .where("message_sid", "is", null)
    .execute();
}

async function markFailed(db: Db, id: string, code: string) {
  await db
    .updateTable("whatsapp_messages")
    .set({ status: "failed", error_code: code, updated_at: new Date() })
    .where("id", "=", id)
    .execute();
}
