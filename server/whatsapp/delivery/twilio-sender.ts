import { twilioClient } from "../../integrations/twilio/twilio-client.ts";
import { loadCredentials } from "../account/load-credentials.ts";
import { webhookUrl } from "../inbound/webhook-url.ts";
import type { DeliveryDeps } from "./deliver-message.ts";
import { isKnownSid } from "./is-known-sid.ts";
import { paceSend } from "./pace-send.ts";
import { findSent, type Outgoing, type Pace, sendWhatsApp } from "./send-whatsapp.ts";

/** A message Twilio has: sent now, or `found` there from an earlier run. */
type Sent = { sid: string; status: string; found: boolean };

type Stored = {
  organization_id: string;
  message_body: string;
  template_sid: string | null;
  content_variables?: Record<string, string> | null;
};

/**
 * What sending a stored message needs, once for its first send and its resends alike: the
 * message as Twilio takes it (a template with its variables, or the body), and `send`
 * through the organisation's Twilio account, which first looks on Twilio for a copy an earlier run
 * may have sent since `since` (when `mayHaveSent`), and then sends at the organisation's
 * pace (`pace`, by default paceSend), each part of a long reply too. Null without credentials.
 */
export async function twilioSender(
  deps: DeliveryDeps,
  message: Stored,
  to: string,
  since: Date,
  mayHaveSent: boolean,
  pace: Pace = () => paceSend(deps.db, message.organization_id),
): Promise<{ outgoing: Outgoing; send: (o: Outgoing) => Promise<Sent> } | null> {
  const credentials = await loadCredentials(deps.db, deps.box, message.organization_id);
  if (!credentials) return null;
  const client = twilioClient(credentials.accountSid, credentials.authToken, deps.twilioBaseUrl);
  const outgoing: Outgoing = {
    from: credentials.sender,
    to,
    body: message.message_body,
    contentSid: message.template_sid,
    contentVariables: message.content_variables ? JSON.stringify(message.content_variables) : null,
    statusCallback: webhookUrl(deps.publicUrl, message.organization_id),
  };
  const isKnown = (sid: string) => isKnownSid(deps.db, sid);
  const send = async (o: Outgoing): Promise<Sent> => {
    const earlier = mayHaveSent ? await findSent(client, o, since, isKnown) : null;
    return earlier
      ? { sid: earlier, status: "queued", found: true }
      : { ...(await sendWhatsApp(client, o, isKnown, pace)), found: false };
  };
  return { outgoing, send };
}
