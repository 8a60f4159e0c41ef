import type { Subaccount } from "../../../common/whatsapp/twilio-api-types.ts";
import type { TwilioClient } from "../../integrations/twilio/twilio-client.ts";

/**
 * The subaccounts of a main account. Twilio's account list answers with the caller's own
 * account as well; only the accounts it owns are subaccounts.
 */
export async function listSubaccounts(client: TwilioClient, mainAccountSid: string): Promise<Subaccount[]> {
  const accounts = await client.api.v2010.accounts.list({ limit: 1000 });
  return accounts
    .filter((a) => a.sid !== mainAccountSid && a.ownerAccountSid === mainAccountSid)
    .map((a) => ({
      sid: a.sid,
      friendly_name: a.friendlyName,
      status: a.status,
      date_created: a.dateCreated ? a.dateCreated.toISOString() : null,
    }));
}
