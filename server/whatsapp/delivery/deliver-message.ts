import type { SecretBox } from "../../crypto/secret-box.ts";
import type { Db } from "../../db/connect.ts";
import { twilioClient } from "../../integrations/twilio/twilio-client.ts";
import { loadCredentials } from "../account/load-credentials.ts";
import { webhookUrl } from "../inbound/webhook-url.ts";
import { isKnownSid } from "./is-known-sid.ts";
import { findSent, type Outgoing, PermanentSendError, sendWhatsApp } from "./send-whatsapp.ts";
import { splitBody } from "./split-body.ts";

export type DeliveryDeps = { db: Db; box: SecretBox; publicUrl: string; twilioBaseUrl?: string };

type Pending = {
  id: string;
  organization_id: string;
  message_body: string;
  template_sid: string | null;
  message_sid: string | null;
  status: string;
  created_at: Date;
};

/**
 * Sends a stored outbound message (assistant reply or staff message) exactly once: a job
 * retried after a crash first looks on Twilio for the message it may already have sent.
 * A body longer than Twilio takes goes as several messages, in order, each sent once in the
 * same way; the stored message keeps the whole text and the last part's sid (its status
 * says when the end of the answer arrived). Test conversations ("Test de assistent")
 * never leave the dashboard.
 */
export async function deliverMessage(
  deps: DeliveryDeps,
  message: Pending,
  conversation: { customer_phone: string; is_test: boolean },
  mayHaveSent: boolean,
): Promise<void> {
  const { db } = deps;
  if (message.message_sid || message.status !== "pending") return;
  if (conversation.is_test) return markSent(db, message.id, null, "delivered");
  const credentials = await loadCredentials(db, deps.box, message.organization_id);
  if (!credentials) return markFailed(db, message.id, "no_credentials");
  const client = twilioClient(credentials.accountSid, credentials.authToken, deps.twilioBaseUrl);
  const outgoing = {
    from: credentials.sender,
    to: conversation.customer_phone,
    body: message.message_body,
    contentSid: message.template_sid,
    statusCallback: webhookUrl(deps.publicUrl, message.organization_id),
  };
  const isKnown = (sid: string) => isKnownSid(db, sid);
  const parts: Outgoing[] = outgoing.contentSid
    ? [outgoing]
    : splitBody(outgoing.body).map((body) => ({ ...outgoing, body }));
  let last: { sid: string; status: string } | null = null;
  try {
    for (const part of parts) {
      const earlier = mayHaveSent ? await findSent(client, part, new Date(message.created_at), isKnown) : null;
      last = earlier ? { sid: earlier, status: "queued" } : await sendWhatsApp(client, part, isKnown);
    }
  } catch (err) {
    if (!(err instanceof PermanentSendError)) throw err; // the job retries later
    return markFailed(db, message.id, err.code);
  }
  if (last) await markSent(db, message.id, last.sid, last.status);
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
