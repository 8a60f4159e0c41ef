import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { secretBox } from "../../server/crypto/secret-box.ts";
import { integrationKeyBox } from "../../server/external-integrations/integration-key-box.ts";
import { webhookSecretBox } from "../../server/fleks/webhooks/webhook-secret-box.ts";
import { type FakeTwilio, startFakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import "../support/print-app-output-on-failure.ts";
import { type RunningApp, startApp } from "../support/start-app.ts";
import { replyTo, type TwilioAccount } from "../support/twilio.ts";
import { signUpUser, type TestUser } from "../support/zero-client.ts";

// An operator rotates APP_SECRET (after a leak, or as routine): with the old one in
// APP_SECRET_PREVIOUS the start re-seals every stored credential, after which the old one
// can go; WhatsApp and Fleks go on working throughout.
const OLD = "oud-geheim-dat-is-uitgelekt-0123456789abcdef";
const NEW = "nieuw-geheim-na-de-rotatie-0123456789abcdef";
const SENDER = "+3197010000101";
const PASSWORD = "geheim123";

let twilio: FakeTwilio;
let app: RunningApp | undefined;
let sql: postgres.Sql | undefined;
afterAll(async () => {
  await sql?.end();
  await app?.stop();
  await twilio?.stop();
});

async function api(user: TestUser, org: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${app?.url}/api/${path}`, {
    method,
    headers: {
      cookie: user.cookie,
      origin: app?.url ?? "",
      "x-organization-id": org,
      "content-type": "application/json",
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

async function signIn(email: string): Promise<TestUser & { status: number }> {
  const res = await fetch(`${app?.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app?.url ?? "" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const body = (await res.json()) as { user?: { id: string } };
  return { status: res.status, userId: body.user?.id ?? "", email, cookie };
}

const restart = async (env: Record<string, string>) => {
  const dataDir = app?.dataDir;
  await sql?.end();
  await app?.stop(true);
  app = await startApp({ dataDir, env: { TWILIO_API_BASE_URL: twilio.baseUrl, ...env } });
  sql = postgres(app.databaseUrl, { max: 1, onnotice: () => {} });
};

describe("rotating APP_SECRET", () => {
  it("keeps stored credentials working, re-seals them, and lets the previous secret go", async () => {
    twilio = await startFakeTwilio();
    // On a copy of the run's migrated DATA_DIR (see startApp): it holds no sealed secret yet.
    app = await startApp({ env: { APP_SECRET: OLD, TWILIO_API_BASE_URL: twilio.baseUrl } });
    sql = postgres(app.databaseUrl, { max: 1, onnotice: () => {} });
    const email = `rotatie-${randomUUID()}@voorbeeld.nl`;
    const owner = await signUpUser(app.url, email, "Rotatie Eigenaar", PASSWORD);
    const [{ organization_id: org }] =
      await sql`select organization_id from organization_members where user_id = ${owner.userId}`;
    const account: TwilioAccount = twilio.createAccount();
    expect(
      (
        await api(owner, org, "POST", "twilio/credentials", {
          account_sid: account.accountSid,
          auth_token: account.authToken,
          whatsapp_sender: SENDER,
        })
      ).status,
    ).toBe(200);
    await sql`insert into external_integrations (id, organization_id, name, integration_type, provider, api_endpoint, api_key_encrypted)
      values (${randomUUID()}, ${org}, 'Fleks', 'staffing', 'Fleks', 'https://api.fleks.example', ${integrationKeyBox({ appSecret: OLD }).seal("fleks-token-1")})`;
    expect((await api(owner, org, "POST", "fleks/webhook/rotate")).status).toBe(200);
    const webhookSecret = (await api(owner, org, "GET", "fleks/webhook/secret")).body.secret as string;
    expect(webhookSecret).toBeTruthy();
    const say = (from: string, body: string) =>
      replyTo(twilio, app?.url ?? "", org, account, { from, to: SENDER, body });
    expect(await say("+31611110001", "hoi")).toBeTruthy();

    // The new secret, the old one as previous: everything still opens, and is re-sealed.
    await restart({ APP_SECRET: NEW, APP_SECRET_PREVIOUS: OLD });
    // The Twilio token, the Fleks key and the webhook secret.
    expect(app.output()).toMatch(/3 stored secret\(s\) re-sealed/);
    expect(app.output()).toMatch(/APP_SECRET_PREVIOUS can be removed/);
    const [stored] = await sql`select t.auth_token_encrypted, i.api_key_encrypted, w.secret_encrypted
      from twilio_credentials t join external_integrations i using (organization_id)
      join integration_webhook_endpoints w on w.integration_id = i.id where t.organization_id = ${org}`;
    expect(secretBox({ appSecret: NEW }, "twilio-credentials").open(stored.auth_token_encrypted)).toBe(
      account.authToken,
    );
    expect(integrationKeyBox({ appSecret: NEW }).open(stored.api_key_encrypted)).toBe("fleks-token-1");
    expect(webhookSecretBox({ appSecret: NEW }).open(stored.secret_encrypted)).toBe(webhookSecret);
    // Session cookies were signed with the old secret: everyone signs in once more.
    expect((await api(owner, org, "GET", "fleks/webhook/secret")).status).toBe(401);
    const again = await signIn(email);
    expect(again.status).toBe(200);
    expect((await api(again, org, "GET", "fleks/webhook/secret")).body.secret).toBe(webhookSecret);

    // The previous secret removed: WhatsApp still verifies Twilio's signatures and replies.
    await restart({ APP_SECRET: NEW });
    expect(app.output()).not.toMatch(/cannot open/);
    expect(await say("+31611110002", "hallo")).toBeTruthy();
    expect((await api(again, org, "GET", "fleks/webhook/secret")).body.secret).toBe(webhookSecret);
  }, 300_000);
});
