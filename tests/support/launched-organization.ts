import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { expect } from "vitest";
import type { FakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import type { RunningApp } from "./start-app.ts";
import { signUpUser } from "./zero-client.ts";

/**
 * On an app the launcher runs (startApp): a new owner's organisation with the fake Twilio's
 * account as its WhatsApp number `sender` and the vacation FAQ, and `ask` to send it that
 * question from a phone. `admin` is a database connection for the test, to end when done.
 */
export async function launchedOrganization(app: RunningApp, twilio: FakeTwilio, name: string, sender: string) {
  // An address of its own per attempt: a retried test signs up again on the same app.
  const owner = await signUpUser(app.url, `${name}-${randomUUID().slice(0, 8)}@a.nl`, "Olga Organisatie");
  const admin = postgres(app.databaseUrl, { max: 1, onnotice: () => {} });
  const [{ organization_id: org }] =
    await admin`select organization_id from organization_members where user_id = ${owner.userId}`;
  const account = twilio.createAccount();
  const headers = { cookie: owner.cookie, origin: app.url, "x-organization-id": org as string };
  const saved = await fetch(`${app.url}/api/twilio/credentials`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ account_sid: account.accountSid, auth_token: account.authToken, whatsapp_sender: sender }),
  });
  expect(saved.status).toBe(200);
  await admin`insert into faqs (id, organization_id, question, answer)
    values (gen_random_uuid(), ${org}, 'Hoeveel vakantiedagen heb ik per jaar?', 'Je hebt 25 vakantiedagen per jaar.')`;
  const ask = (phone: string) =>
    twilio.inbound(`${app.url}/api/webhooks/twilio/${org}`, account.authToken, {
      from: phone,
      to: sender,
      body: "Hoeveel vakantiedagen heb ik per jaar?",
      accountSid: account.accountSid,
    });
  return { org: org as string, headers, admin, ask };
}
