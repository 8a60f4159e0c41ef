import { nl } from "../../../common/i18n/nl.ts";
import { twilioClient } from "../../integrations/twilio/twilio-client.ts";
import { loadCredentials } from "../../whatsapp/account/load-credentials.ts";
import type { DeliveryDeps } from "../../whatsapp/delivery/deliver-message.ts";
import { isKnownSid } from "../../whatsapp/delivery/is-known-sid.ts";
import { paceSend } from "../../whatsapp/delivery/pace-send.ts";
import { findSent, PermanentSendError, sendWhatsApp } from "../../whatsapp/delivery/send-whatsapp.ts";
import { takeSendSlot } from "../../whatsapp/delivery/take-send-slot.ts";
import { webhookUrl } from "../../whatsapp/inbound/webhook-url.ts";
import { claimWelcome } from "./claim-welcome.ts";
import { deferWelcome } from "./defer-welcome.ts";
import { markWelcomeFailed } from "./mark-welcome-failed.ts";
import { recordWelcomeSent } from "./record-welcome-sent.ts";
import { welcomeVariables } from "./welcome-variables.ts";

/**
 * The employee_welcome job: claim (claimWelcome), send the approved template with its
 * variables through Twilio, record the sid (recordWelcomeSent). A run after a crash finds
 * the claim 'sending' and first looks on Twilio for a message to the employee since the
 * claim that we have no record of, as the assistant's replies do (deliverMessage), so a
 * welcome Twilio accepted is recorded, not sent again. Twilio's refusal (a 4xx with its
 * error code and message) fails the welcome for the admin to see; other errors are thrown
 * so the job retries. A welcome shares the organisation's pace with every other message but
 * yields to replies: while they are queued it goes back in line (deferWelcome), unclaimed.
 */
export async function sendWelcome(deps: DeliveryDeps, employeeId: string): Promise<void> {
  const waiting = await deps.db
    .selectFrom("employee_welcomes")
    .select(["organization_id", "status"])
    .where("employee_id", "=", employeeId)
    .executeTakeFirst();
  if (!waiting || (waiting.status !== "queued" && waiting.status !== "sending")) return;
  const slot = await takeSendSlot(deps.db, waiting.organization_id, "bulk");
  if ("retryAt" in slot) return deferWelcome(deps.db, employeeId, waiting.organization_id, slot.retryAt);
  // Claimed and prepared meanwhile, so the message leaves at its moment, not after that work.
  const moment = Date.now() + slot.waitMs;
  const welcome = await claimWelcome(deps.db, employeeId);
  if (!welcome) return;
  const credentials = await loadCredentials(deps.db, deps.box, welcome.organizationId);
  if (!credentials)
    return markWelcomeFailed(deps.db, welcome.welcomeId, "no_credentials", nl.employeeWelcome.noWhatsapp);
  const client = twilioClient(credentials.accountSid, credentials.authToken, deps.twilioBaseUrl);
  const outgoing = {
    from: credentials.sender,
    to: welcome.phone,
    body: "",
    contentSid: welcome.template.templateSid,
    contentVariables: welcomeVariables(welcome.template.variables, welcome.values),
    statusCallback: webhookUrl(deps.publicUrl, welcome.organizationId),
  };
  const isKnown = (sid: string) => isKnownSid(deps.db, sid);
  // The first attempt has its moment already; a retry must wait for another, as a reply would.
  let held = true;
  const pace = async () => {
    if (!held) return paceSend(deps.db, welcome.organizationId);
    held = false;
    const wait = moment - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  };
  const earlier = welcome.mayHaveSent ? await findSent(client, outgoing, welcome.claimedAt, isKnown) : null;
  if (earlier) return recordWelcomeSent(deps.db, welcome, earlier);
  try {
    const sent = await sendWhatsApp(client, outgoing, isKnown, pace);
    await recordWelcomeSent(deps.db, welcome, sent.sid);
  } catch (err) {
    if (!(err instanceof PermanentSendError)) throw err;
    await markWelcomeFailed(deps.db, welcome.welcomeId, err.code, err.message);
  }
}
