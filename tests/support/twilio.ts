import { expect } from "vitest";
import { queries } from "../../common/zero/queries.ts";
import { type FakeTwilio, startFakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import { type Stack, startStack } from "./stack.ts";
import { eventually, type TestUser, type TestZero } from "./zero-client.ts";

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

/**
 * The fake Twilio and the app pointed at it; stopping the app stops the fake too, and the
 * other `fakes` the app talks to. `env` gives the app settings of its own (its own stack).
 */
export async function startStackWithTwilio(
  opts: { env?: Record<string, string>; fakes?: Array<{ stop(): unknown }> } = {},
) {
  const twilio = await startFakeTwilio();
  const app = await startStack({ twilio, fakes: [twilio, ...(opts.fakes ?? [])], env: opts.env });
  return { twilio, app };
}

/** The last message the app sent (or is sending) to `phone` in organisation `org`'s conversation with it. */
export async function lastOutbound(sql: Stack["sql"], org: string, phone: string) {
  const [row] = await sql`select m.* from whatsapp_messages m join conversations c on c.id = m.conversation_id
    where c.organization_id = ${org} and c.customer_phone = ${phone} and m.direction = 'outbound'
    order by m.created_at desc limit 1`;
  return row;
}

/**
 * Sends one signed WhatsApp message to organisation `org`'s webhook, as Twilio would, and
 * returns the assistant's reply to it. It waits 30 s: a fresh stack's first reply loads the
 * Dutch word list, which under a full run's load has taken over 10 s, and a reply that came
 * after a retry of the test began was then read as the retry's.
 */
export async function replyTo(
  twilio: FakeTwilio,
  appUrl: string,
  org: string,
  account: TwilioAccount,
  message: { from: string; to: string; body: string },
): Promise<string> {
  const sentTo = () => twilio.sent.filter((m) => m.to === `whatsapp:${message.from}`);
  const before = sentTo().length;
  await twilio.inbound(`${appUrl}/api/webhooks/twilio/${org}`, account.authToken, message);
  await eventually(async () => sentTo().length > before, 30_000);
  return sentTo()[before].body;
}

/**
 * An employee's message through organisation `org`'s signed webhook, as Twilio would send
 * it; resolves to its conversation's id once that is stored and in each of `stores`' local
 * conversation lists (the inbox's mutators check a conversation there first).
 */
export async function employeeWrites(
  stack: Pick<Stack, "url" | "sql">,
  twilio: FakeTwilio,
  org: string,
  account: TwilioAccount,
  message: { from: string; to: string; body: string },
  stores: TestZero[] = [],
): Promise<string> {
  const res = await twilio.inbound(`${stack.url}/api/webhooks/twilio/${org}`, account.authToken, {
    ...message,
    accountSid: account.accountSid,
  });
  expect(res.status).toBe(200);
  const id = await eventually(
    async () =>
      (
        await stack.sql`select id from conversations where organization_id = ${org} and customer_phone = ${message.from}`
      )[0]?.id as string,
  );
  for (const z of stores)
    await eventually(async () =>
      (await z.run(queries.conversations.ofOrganization({ organizationId: org }))).some((r) => r.id === id),
    );
  return id;
}
