import { nl } from "../../../common/i18n/nl.ts";
import { AppError } from "../../http/app-error.ts";
import { twilioClient } from "../../integrations/twilio/twilio-client.ts";

const t = nl.whatsapp;

/**
 * Asks Twilio whether these credentials open an active account, before they replace the
 * working ones: one typo in the token would otherwise break every webhook (their signature
 * check fails) and every send, with nothing said until 'Nu controleren'.
 */
export async function verifyTwilioAccount(accountSid: string, authToken: string, baseUrl?: string): Promise<void> {
  let status: string;
  try {
    status = (await twilioClient(accountSid, authToken, baseUrl).api.v2010.accounts(accountSid).fetch()).status;
  } catch (err) {
    const code = (err as { status?: number }).status;
    if (code === 401 || code === 403 || code === 404)
      throw new AppError("invalid_input", 400, t.saveFailed, t.invalidCredentials);
    throw new AppError("upstream_failed", 502, t.saveFailed, t.twilioUnreachable);
  }
  if (status !== "active") throw new AppError("invalid_input", 400, t.saveFailed, t.accountNotActive(status));
}
