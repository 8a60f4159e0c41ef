import { nl } from "../../../common/i18n/nl.ts";
import { twilioClient } from "../../integrations/twilio/twilio-client.ts";

const t = nl.whatsapp;

export type TwilioAccountProblem = { kind: "refused" | "inactive" | "unreachable"; message: string };

/**
 * What Twilio says of these credentials, in Dutch: null for an active account, else whether
 * it refuses them, the account is not active, or Twilio could not be asked. Saving them and
 * the connection's health check ask the same question.
 */
export async function twilioAccountProblem(
  accountSid: string,
  authToken: string,
  baseUrl?: string,
): Promise<TwilioAccountProblem | null> {
  let status: string;
  try {
    status = (await twilioClient(accountSid, authToken, baseUrl).api.v2010.accounts(accountSid).fetch()).status;
  } catch (err) {
    const code = (err as { status?: number }).status;
    return code === 401 || code === 403 || code === 404
      ? { kind: "refused", message: t.invalidCredentials }
      : { kind: "unreachable", message: t.twilioUnreachable };
  }
  return status === "active" ? null : { kind: "inactive", message: t.accountNotActive(status) };
}
