import { expect } from "vitest";
import type { FakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import { callApi, type Stack } from "./stack.ts";
import type { TestUser } from "./zero-client.ts";

/** An account of the fake Twilio, as `createAccount` returns it. */
export type TwilioAccount = ReturnType<FakeTwilio["createAccount"]>;

/** Saves `account` as the organisation's Twilio credentials with `sender` as its WhatsApp number. */
export async function saveTwilioCredentials(
  stack: Pick<Stack, "url">,
  user: TestUser,
  org: string,
  account: TwilioAccount,
  sender: string,
) {
  const saved = await callApi(stack, user, org, "POST", "twilio/credentials", {
    account_sid: account.accountSid,
    auth_token: account.authToken,
    whatsapp_sender: sender,
  });
  expect(saved.status).toBe(200);
}
