import { twilioClient } from "../../integrations/twilio/twilio-client.ts";
import { loadCredentials } from "../account/load-credentials.ts";
import type { DeliveryDeps } from "./deliver-message.ts";

// A reply is not held up for the indicator longer than this; one that lands after the reply
// would show "typt…" for 25 s more, so the reply waits for it up to here.
const TYPING_WAIT_MS = 2000;
// Said once per process: an account without the beta refuses every indicator, and the log
// should say so without repeating it for every message.
let warned = false;

/**
 * Tells the employee their message is being answered: WhatsApp marks it read (blue ticks)
 * and shows "typt…" until the reply arrives or 25 s pass (Twilio's typing indicator,
 * Messaging v2, public beta). Best effort: a refusal, an outage or a slow answer costs the
 * indicator, never the reply. Resolves within TYPING_WAIT_MS.
 */
export async function showTyping(deps: DeliveryDeps, organizationId: string, messageSid: string): Promise<void> {
  const indicate = async () => {
    const credentials = await loadCredentials(deps.db, deps.box, organizationId);
    if (!credentials) return;
    const client = twilioClient(credentials.accountSid, credentials.authToken, deps.twilioBaseUrl);
    await client.messaging.v2.typingIndicator.create({ channel: "whatsapp", messageId: messageSid });
  };
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    indicate().catch((err) => {
      if (warned) return;
      warned = true;
      console.warn(`[worker] WhatsApp typing indicator failed (replies go out as usual): ${err}`);
    }),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, TYPING_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
}
