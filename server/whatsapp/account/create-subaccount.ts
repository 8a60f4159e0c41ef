import type { TwilioClient } from "../../integrations/twilio/twilio-client.ts";

/** A new subaccount under the client's (main) account; its auth token is not kept. */
export async function createSubaccount(client: TwilioClient, friendlyName: string): Promise<{ sid: string }> {
  const account = await client.api.v2010.accounts.create({ friendlyName });
  return { sid: account.sid };
}
