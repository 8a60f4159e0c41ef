import type { Db } from "../../db/connect.ts";
import type { TwilioClient } from "../../integrations/twilio/twilio-client.ts";
import { applyEarlyStatuses } from "../inbound/apply-early-statuses.ts";
import { isKnownSid } from "./is-known-sid.ts";
import { paceSend } from "./pace-send.ts";
import { PermanentSendError, sendWhatsApp } from "./send-whatsapp.ts";

/**
 * The WhatsApp page's test message: sent at once (the admin waits for it; paced like a reply), and recorded as
 * the organisation's latest test with Twilio's sid and status, so the status callbacks that
 * follow (Twilio accepts with 201 and reports most WhatsApp errors later, e.g. 63016) show
 * on the page. A refusal is recorded as failed with Twilio's code, then thrown.
 */
export async function sendTestMessage(
  db: Db,
  client: TwilioClient,
  organizationId: string,
  msg: { from: string; to: string; body: string; statusCallback: string },
): Promise<{ sid: string; status: string }> {
  const record = (row: { message_sid: string | null; status: string; error_code: string | null }) => {
    const values = { organization_id: organizationId, to_phone: msg.to, ...row, sent_at: new Date() };
    return db
      .insertInto("whatsapp_test_messages")
      .values(values)
      .onConflict((oc) => oc.column("organization_id").doUpdateSet({ ...values, updated_at: new Date() }))
      .execute();
  };
  try {
    const sent = await sendWhatsApp(
      client,
      msg,
      (sid) => isKnownSid(db, sid),
      () => paceSend(db, organizationId),
    );
    await record({ message_sid: sent.sid, status: sent.status, error_code: null });
    await applyEarlyStatuses(db, [sent.sid]);
    return sent;
  } catch (err) {
    if (err instanceof PermanentSendError) await record({ message_sid: null, status: "failed", error_code: err.code });
    throw err;
  }
}
