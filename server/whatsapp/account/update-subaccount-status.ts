import type { SubaccountStatus } from "../../../common/whatsapp/twilio-api-types.ts";
import type { TwilioClient } from "../../integrations/twilio/twilio-client.ts";

/**
 * Suspends, reactivates or closes a subaccount, but only one the organisation's own main
 * account owns: the main account itself and anything else count as not found (null).
 */
export async function updateSubaccountStatus(
  client: TwilioClient,
  mainAccountSid: string,
  accountSid: string,
  status: SubaccountStatus,
): Promise<{ sid: string; status: string } | null> {
  if (accountSid === mainAccountSid) return null;
  const account = await client.api.v2010
    .accounts(accountSid)
    .fetch()
    .catch((err: { status?: number }) => {
      if (err.status === 404) return null;
      throw err;
    });
  if (!account || account.ownerAccountSid !== mainAccountSid) return null;
  const updated = await client.api.v2010.accounts(accountSid).update({ status });
  return { sid: updated.sid, status: updated.status };
}
