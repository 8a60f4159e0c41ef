import { expect } from "vitest";
import { type FakeTwilio, startFakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import { type Stack, startStack } from "./stack.ts";
import type { TestUser } from "./zero-client.ts";

/** An account of the fake Twilio, as `createAccount` returns it. */
export type TwilioAccount = ReturnType<FakeTwilio["createAccount"]>;

/** Saves `account` as the organisation's Twilio credentials with `sender` as its WhatsApp number. */
export async function saveTwilioCredentials(
  stack: Pick<Stack, "api">,
  user: TestUser,
  org: string,
  account: TwilioAccount,
  sender: string,
) {
  const saved = await stack.api(user, org, "POST", "twilio/credentials", {
    account_sid: account.accountSid,
    auth_token: account.authToken,
    whatsapp_sender: sender,
  });
  expect(saved.status).toBe(200);
}

/** The fake Twilio and the app pointed at it; stopping the app stops the fake too. */
export async function startStackWithTwilio() {
  const twilio = await startFakeTwilio();
  const app = await startStack({ twilio, fakes: [twilio] });
  return { twilio, app };
}
